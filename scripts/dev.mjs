// `npm run dev`: the API server in watch mode on :3001 and Vite with hot reload on :5173 (proxying /api).
import { spawn } from "node:child_process";

const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: "3001", BASE_URL: process.env.BASE_URL ?? "http://localhost:5173" },
  }),
  spawn("npx", ["vite"], { stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
