/** Page paths the data layer itself sends shoppers to. */

/** Where a shopper whose session ran out lands (spec §2 and §8: home with the expired-token flag). */
export const EXPIRED_PATH = '/?expired=1';
