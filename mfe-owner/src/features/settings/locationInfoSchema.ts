import { geoPointSchema, profileFieldsSchema } from 'contracts';
import { z } from 'zod';

const BOTH_OR_NEITHER = 'Enter both latitude (−90 to 90) and longitude (−180 to 180), or leave both empty.';

/** Location Info: an address and an optional point typed as text; saved as the profile's address and location. */
export const locationInfoSchema = z
  .object({ address: profileFieldsSchema.shape.address.unwrap(), lat: z.string().trim(), lng: z.string().trim() })
  .transform(({ address, lat, lng }, ctx) => {
    if (!lat && !lng) return { address, location: null };
    const point = geoPointSchema.safeParse({
      lat: lat ? Number(lat) : Number.NaN,
      lng: lng ? Number(lng) : Number.NaN,
    });
    if (!point.success) {
      ctx.addIssue({ code: 'custom', message: BOTH_OR_NEITHER, path: ['lat'] });
      return z.NEVER;
    }
    return { address, location: point.data };
  });
