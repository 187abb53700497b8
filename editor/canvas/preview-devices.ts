/** The phone sizes the canvas offers, in CSS pixels (the common iPhone viewports buyers use). */
export const PREVIEW_DEVICES = [
  { id: '375x667', width: 375, height: 667 },
  { id: '390x844', width: 390, height: 844 },
  { id: '414x896', width: 414, height: 896 },
] as const;

export type PreviewDevice = (typeof PREVIEW_DEVICES)[number];
export type PreviewDeviceId = PreviewDevice['id'];

/** Zoom factors of the phone frame; below 1 so a tall phone fits a laptop screen. */
export const PREVIEW_ZOOMS = [0.5, 0.75, 1, 1.25] as const;

export type PreviewZoom = (typeof PREVIEW_ZOOMS)[number];

/** The device with this id; the first (smallest) one for an id from an older stored setting. */
export function previewDevice(id: string): PreviewDevice {
  return PREVIEW_DEVICES.find((device) => device.id === id) ?? PREVIEW_DEVICES[0];
}
