import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { userOf } from '../../auth/guard';
import { now } from '../../db/database';
import { badRequest, conflict, notFound } from '../../http/errors';
import type { AppDeps } from '../../http/deps';
import { endpoint } from '../../http/endpoint';
import { absoluteUrl } from '../../http/urls';
import { parseInput } from '../../http/validate';
import {
  addHostelFieldsSchema,
  MAX_HOSTEL_IMAGE_BYTES,
  MAX_HOSTEL_IMAGES,
  MAX_VIDEO_BYTES,
  categoryOfType,
  MESSAGES,
  typeOfCategory,
} from 'contracts';
import { detailsOf, saveDetails } from '../hostels/details';
import { HOSTEL_COLUMNS } from '../hostels/listing';
import { ratingOf } from '../hostels/queries';
import { readMultipart, type UploadedFile } from '../uploads/multipart';
import { enforceUploadLimits, removeOnFailure, sniff, storeFile, uploadTempDir } from '../uploads/store';
import { facilitiesList } from './facilities';
import { generatedRooms, refreshAvailability, roomsWithOccupants } from './occupancy';
import { ownedHostel } from './ownership';

interface ParsedForm {
  fields: Record<string, string>;
  images: UploadedFile[];
  video: UploadedFile | null;
}

/**
 * Reads a multipart hostel form: text fields, repeated `images`, an optional `video`; sizes checked as they
 * stream to temporary files (a route checks the fields before it keeps any file).
 */
async function readHostelForm(
  deps: AppDeps,
  request: FastifyRequest,
  checkFields?: (fields: Record<string, string>) => void,
): Promise<ParsedForm> {
  const form = await readMultipart(request, {
    checkFields,
    tempDir: uploadTempDir(deps),
    files: {
      images: {
        maxBytes: MAX_HOSTEL_IMAGE_BYTES,
        maxCount: MAX_HOSTEL_IMAGES,
        tooLarge: 'Each image can be at most 5 MB.',
      },
      video: { maxBytes: MAX_VIDEO_BYTES, maxCount: 1, tooLarge: 'The video can be at most 50 MB.' },
    },
    maxFields: 30,
    maxTotalBytes: MAX_HOSTEL_IMAGES * MAX_HOSTEL_IMAGE_BYTES + MAX_VIDEO_BYTES,
    notMultipart: 'Send the hostel as multipart/form-data.',
  });
  return { fields: form.fields, images: form.files.images ?? [], video: form.files.video?.[0] ?? null };
}

/** The kinds of the images by content; refuses the request (nothing stored yet) if one is not an image. */
async function checkImages(images: UploadedFile[]) {
  const types = await Promise.all(images.map((b) => sniff(b, 'image')));
  const known = types.filter((t) => t !== undefined && t !== null);
  if (known.length !== types.length) throw badRequest('Images must be PNG, JPEG, GIF or WebP files.');
  return known;
}

/** Stores images already checked by `checkImages` (their kinds in the same order). */
async function storeImages(
  deps: AppDeps,
  userId: string,
  images: UploadedFile[],
  types: Awaited<ReturnType<typeof checkImages>>,
): Promise<string[]> {
  const urls: string[] = [];
  for (const [i, file] of images.entries()) urls.push(await storeFile(deps, userId, file, types[i]));
  return urls;
}

export async function ownerHostelRoutes(fastify: FastifyInstance, { deps }: { deps: AppDeps }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, guard } = deps;

  const ownerView = async (request: FastifyRequest, hostelId: string) => {
    const h = await ownedHostel(db, userOf(request).id, hostelId);
    const [images, rooms, rules, details] = await Promise.all([
      db
        .selectFrom('hostel_images')
        .select(['id', 'url'])
        .where('hostel_id', '=', h.id)
        .orderBy('position')
        .orderBy('id')
        .execute(),
      roomsWithOccupants(db, [h.id]),
      db.selectFrom('hostel_rules').select(['id', 'text']).where('hostel_id', '=', h.id).orderBy('id').execute(),
      detailsOf(db, h),
    ]);
    const beds = rooms.reduce((n, r) => n + r.beds, 0);
    const occupied = rooms.reduce((n, r) => n + r.occupants.length, 0);
    return {
      _id: h.id,
      name: h.name,
      contact: h.contact,
      facilities: (JSON.parse(h.features) as string[]).join(', '),
      features: JSON.parse(h.features) as string[],
      category: categoryOfType(h.type),
      type: h.type,
      description: h.description,
      location: h.address,
      area: h.area,
      price: h.price,
      available: h.available === 1,
      images: images.map((i) => ({ id: i.id, url: absoluteUrl(request, i.url) })),
      videoUrl: h.video_url ? absoluteUrl(request, h.video_url) : null,
      rules,
      occupancy: {
        rooms: rooms.length,
        beds,
        occupiedBeds: occupied,
        freeBeds: beds - occupied,
        roomsWithFreeBeds: rooms.filter((r) => r.freeBeds > 0).length,
      },
      ...details,
      status: h.status,
      statusReason: h.status_reason,
    };
  };

  app.route({
    ...endpoint('GET /api/owner/my-hostels', guard),
    handler: async (request) => {
      const rows = await db
        .selectFrom('hostels')
        .select(HOSTEL_COLUMNS)
        .where('owner_id', '=', userOf(request).id)
        .orderBy('created_at')
        .execute();
      const images = await db
        .selectFrom('hostel_images')
        .select(['hostel_id', 'url'])
        .where('hostel_id', 'in', rows.length ? rows.map((r) => r.id) : ['-'])
        .orderBy('position')
        .execute();
      return {
        hostels: rows.map((h) => ({
          _id: h.id,
          name: h.name,
          location: h.address,
          type: h.type,
          area: h.area,
          price: h.price,
          available: h.available === 1,
          imageUrl: absoluteUrl(request, images.find((i) => i.hostel_id === h.id)?.url ?? ''),
          status: h.status,
          statusReason: h.status_reason,
          rating: ratingOf(h),
        })),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/add-hostel', guard),
    handler: async (request, reply) => {
      await enforceUploadLimits(deps, request, userOf(request).id);
      // a form refused for its fields is refused before its files are read
      const form = await readHostelForm(deps, request, (fields) => parseInput(addHostelFieldsSchema, fields));
      const body = parseInput(addHostelFieldsSchema, form.fields);
      if (!form.images.length) throw badRequest(MESSAGES.hostelRequired);
      const me = userOf(request);
      // every file is checked before any is stored: a bad video leaves no images behind
      const imageTypes = await checkImages(form.images);
      const videoType = form.video ? await sniff(form.video, 'video') : null;
      if (form.video && !videoType) throw badRequest('The video must be an MP4, WebM or MOV file.');
      const imageUrls = await storeImages(deps, me.id, form.images, imageTypes);
      const videoUrl = form.video && videoType ? await storeFile(deps, me.id, form.video, videoType) : null;
      const id = crypto.randomUUID();
      const at = now();
      const type = typeOfCategory(body.category);
      await removeOnFailure(deps, [...imageUrls, ...(videoUrl ? [videoUrl] : [])], () =>
        db.transaction().execute(async (tx) => {
          await tx
            .insertInto('hostels')
            .values({
              id,
              owner_id: me.id,
              name: body.name,
              type,
              area: body.area,
              address: body.location,
              price: body.price,
              available: 1,
              features: JSON.stringify(facilitiesList(body.facilities)),
              description: body.description,
              contact: body.contact,
              created_at: at,
              video_url: videoUrl,
              total_rooms: body.rooms,
              // students see it once the operator has verified it
              status: 'pending',
              listed: 0,
            })
            .execute();
          await saveDetails(tx, id, body, body.price);
          await tx
            .insertInto('hostel_images')
            .values(imageUrls.map((url, position) => ({ hostel_id: id, url, position })))
            .execute();
          await tx
            .insertInto('rooms')
            .values(
              generatedRooms(body.rooms).map((r) => ({
                id: crypto.randomUUID(),
                hostel_id: id,
                room_no: r.roomNo,
                floor: r.floor,
                category: categoryOfType(type),
                beds: 2,
                created_at: at,
              })),
            )
            .execute();
          // what students see free is what its rooms have free
          await refreshAvailability(tx, id);
        }),
      );
      return reply.status(201).send({
        message: 'Hostel added successfully! It goes live to students once our team has verified it.',
        hostel: await ownerView(request, id),
      });
    },
  });

  app.route({
    ...endpoint('GET /api/owner/hostels/:id', guard),
    handler: async (request) => ownerView(request, request.params.id),
  });

  app.route({
    ...endpoint('PUT /api/owner/hostels/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const h = await ownedHostel(db, userOf(request).id, id);
      const body = request.body;
      const type = typeOfCategory(body.category);
      await db
        .updateTable('hostels')
        .set({
          name: body.name,
          contact: body.contact,
          features: JSON.stringify(facilitiesList(body.facilities)),
          type,
          description: body.description,
          address: body.location,
          area: body.area,
          price: body.price,
          // a rejected hostel, once edited, goes back to the operator's queue
          ...(h.status === 'rejected' ? { status: 'pending' as const, status_reason: null, status_at: now() } : {}),
        })
        .where('id', '=', h.id)
        .execute();
      await saveDetails(db, h.id, body, body.price);
      if (type !== h.type)
        await db
          .updateTable('rooms')
          .set({ category: categoryOfType(type) })
          .where('hostel_id', '=', h.id)
          .execute();
      return {
        message:
          h.status === 'rejected'
            ? 'Hostel updated successfully! It is back with our team for verification.'
            : 'Hostel updated successfully!',
        hostel: await ownerView(request, id),
      };
    },
  });

  app.route({
    ...endpoint('POST /api/owner/hostels/:id/images', guard),
    handler: async (request, reply) => {
      const { id } = request.params;
      await ownedHostel(db, userOf(request).id, id);
      await enforceUploadLimits(deps, request, userOf(request).id);
      const form = await readHostelForm(deps, request);
      if (!form.images.length) throw badRequest('Please choose at least one image.');
      const existing = await db.selectFrom('hostel_images').select(['position']).where('hostel_id', '=', id).execute();
      if (existing.length + form.images.length > MAX_HOSTEL_IMAGES)
        throw badRequest(`A hostel can have at most ${MAX_HOSTEL_IMAGES} images.`);
      const urls = await storeImages(deps, userOf(request).id, form.images, await checkImages(form.images));
      const start = Math.max(-1, ...existing.map((e) => e.position)) + 1;
      await removeOnFailure(deps, urls, () =>
        db
          .insertInto('hostel_images')
          .values(urls.map((url, i) => ({ hostel_id: id, url, position: start + i })))
          .execute(),
      );
      return reply.status(201).send({ message: 'Images added.', hostel: await ownerView(request, id) });
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/hostels/:id/images/:imageId', guard),
    handler: async (request) => {
      const { id } = request.params;
      const { imageId } = request.params;
      await ownedHostel(db, userOf(request).id, id);
      const images = await db.selectFrom('hostel_images').select('id').where('hostel_id', '=', id).execute();
      if (!images.some((i) => i.id === imageId)) throw notFound('Image not found.');
      if (images.length === 1) throw badRequest('A hostel needs at least one image.');
      await db.deleteFrom('hostel_images').where('id', '=', imageId).execute();
      return { message: 'Image removed.', hostel: await ownerView(request, id) };
    },
  });

  app.route({
    ...endpoint('DELETE /api/owner/hostels/:id', guard),
    handler: async (request) => {
      const { id } = request.params;
      const h = await ownedHostel(db, userOf(request).id, id);
      const staying = await db
        .selectFrom('residents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('hostel_id', '=', h.id)
        .where('left_at', 'is', null)
        .executeTakeFirstOrThrow();
      if (Number(staying.n) > 0)
        throw conflict(
          `${h.name} has ${staying.n} student${Number(staying.n) > 1 ? 's' : ''} staying. It can be deleted once no one is staying there.`,
        );
      await db.deleteFrom('hostels').where('id', '=', h.id).execute();
      return { message: 'Hostel deleted.' };
    },
  });
}
