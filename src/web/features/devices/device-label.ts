import type { DeviceDescription } from "@/shared/devices";

/** How a device is named when the plugin did not say. */
export const deviceName = (device: DeviceDescription) => device.name ?? "Goji plugin";

/** 'macOS 15.2 · plugin 2.4.1', from whatever the plugin told about itself. */
export const deviceDetails = (device: DeviceDescription) =>
  [device.os, device.version ? `plugin ${device.version}` : null].filter(Boolean).join(" · ");
