import { z } from 'zod';
import { apiPaths } from './api-paths.ts';

/** A media id: 24 random bytes in base64url (192 bits), the only key to the file. */
export const MediaId = z.string().regex(/^[A-Za-z0-9_-]{32}$/, 'This is not a media id.');

/** The path a stored file is served at (same origin as the API). */
export const mediaPath = (id: string) => `${apiPaths.media}/${id}`;
