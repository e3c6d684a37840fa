// The devices feature's public entry: what other features may use of it.
export { connectedDevicesQuery } from "./api/get-connected-devices";
