import { randomUUID } from "node:crypto";
import { STATUS_CODES, type Server } from "node:http";
import type { Duplex } from "node:stream";
import { AppError, toErrorBody } from "./errors.ts";

/**
 * Requests Node's HTTP parser refuses before the app sees them — headers or a query string over its 16 KB limit,
 * bytes that are not HTTP, headers that arrive too slowly — get our JSON error shape instead of Node's empty
 * answer, so a client that reads `error.message` has something to show.
 */
export function answerClientErrorsWithJson(server: Server): void {
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    // As Node's own handler does: write only when no answer on this connection has begun, or the bytes would be
    // read as part of it.
    const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (error.code !== "ECONNRESET" && socket.writable && !inFlight?.headersSent) {
      socket.write(rawErrorResponse(refusalFor(error.code)));
    }
    socket.destroy();
  });
}

function refusalFor(code: string | undefined): AppError {
  switch (code) {
    case "HPE_HEADER_OVERFLOW":
      return new AppError(
        "headers_too_large",
        "The request's address and headers are too large (at most 16 KB together).",
      );
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return new AppError("payload_too_large", "The request's chunk extensions are too large.");
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return new AppError("request_timeout", "The request took too long to arrive.");
    default:
      return new AppError("bad_request", "The request is not valid HTTP.");
  }
}

function rawErrorResponse(error: AppError): string {
  const json = JSON.stringify(toErrorBody(error, randomUUID()));
  return [
    `HTTP/1.1 ${error.status} ${STATUS_CODES[error.status] ?? ""}`,
    "Content-Type: application/json",
    `Content-Length: ${Buffer.byteLength(json)}`,
    "Cache-Control: no-store",
    "Connection: close",
    "",
    json,
  ].join("\r\n");
}
