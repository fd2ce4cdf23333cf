import { type SavedLocationColumns, savedLocationOf, type ShopperLocationRepository } from '@sulit/db';
import type { ShopperLocation } from '@sulit/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readLocationCookie, writeLocationCookie } from '../../http/shopper-source';

/** A signed-in customer as the location reads it: who, and the location saved on the account. */
export type CustomerWithLocation = SavedLocationColumns & { id: number };

/**
 * The one owner of the shopper's location (issue 8 item 5): it reads it (the signed cookie, else the account's),
 * saves it on the account and writes the cookie. Other features reach it through app.ts (customers: at sign-in).
 */
export function createShopperLocationService(deps: {
  saved: ShopperLocationRepository;
  clock: () => Date;
  secureCookies: boolean;
}) {
  const { saved, clock, secureCookies } = deps;

  return {
    /** The cookie's location, else the signed-in customer's saved one, else null. */
    current(request: FastifyRequest, customer: SavedLocationColumns | null): ShopperLocation | null {
      return readLocationCookie(request) ?? (customer ? savedLocationOf(customer) : null);
    },

    /** A chosen location: saved on the account of a signed-in customer, and always in the cookie. */
    async choose(reply: FastifyReply, customerId: number | null, location: ShopperLocation): Promise<void> {
      if (customerId !== null) await saved.save(customerId, location, clock().toISOString());
      writeLocationCookie(reply, location, secureCookies);
    },

    /** At sign-in the account's location wins (it goes into the cookie); else the guest's choice is saved. */
    async startSession(request: FastifyRequest, reply: FastifyReply, customer: CustomerWithLocation): Promise<void> {
      const account = savedLocationOf(customer);
      if (account) {
        writeLocationCookie(reply, account, secureCookies);
        return;
      }
      const guest = readLocationCookie(request);
      if (guest) await saved.save(customer.id, guest, clock().toISOString());
    },
  };
}

export type ShopperLocationService = ReturnType<typeof createShopperLocationService>;
