// POST contactus: a visitor's message from the contact form, stored for the
// customer care team. Public, so it is rate-limited per client IP.
import { contactSchema } from '@/lib/schemas/contact';
import { clientIp, type Ctx } from '../context';
import { contactMessages } from '../db/schema';
import { ok, readBody, tooManyRequests } from '../http';
import type { Router } from '../router';

export const CONTACT_WINDOW_SECONDS = 10 * 60;
/** Messages one IP address may send in the window. */
export const CONTACT_MESSAGES_PER_IP = 5;

export const CONTACT_THANKS = 'Thank you. Your message has been sent; our team will reply within one working day.';

async function sendMessage(c: Ctx) {
  const { db, rateLimiter, now } = c.get('deps');
  // Validate first: only messages that would be stored count towards the limit,
  // and counting with hit() (not peek) keeps parallel requests from slipping past it.
  const input = await readBody(c, contactSchema);
  const hit = await rateLimiter.hit(`contact:ip:${clientIp(c)}`, CONTACT_WINDOW_SECONDS);
  if (hit.count > CONTACT_MESSAGES_PER_IP) {
    const minutes = Math.max(1, Math.ceil(hit.resetInSeconds / 60));
    throw tooManyRequests(
      `You have sent several messages in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us.`,
      hit.resetInSeconds,
    );
  }
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject || null,
      message: input.message,
      source: input.source,
      createdAt: now(),
    })
    .returning({ id: contactMessages.id });
  return ok(c, { _id: row!.id }, CONTACT_THANKS, 201);
}

export function contactRoutes(r: Router) {
  r.post('contactus', 'public', sendMessage);
}
