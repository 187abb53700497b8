/**
 * One region as the seed lists it: its six-digit code and its name. The level and the parent follow
 * from the code (GB/T 2260): `xx0000` province, `xxxx00` city, anything else a district or county.
 */
export type RegionSeed = readonly [code: string, name: string];
