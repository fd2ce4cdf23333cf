import { describe, expect, it } from 'vitest';
import {
  awaitingReplyAfter,
  CHAT_LIMITS,
  CHAT_UPLOAD_QUOTA,
  CHAT_UPLOAD_TYPES,
  chatFieldProblems,
  CHAT_UPLOAD_RULES,
  chatQuotaDay,
  chatRoleOf,
  isStoreImageUrl,
  replyClock,
  SELLER_REPLY_HOURS,
  withinChatQuota,
} from './chat-rules';
import { contactSellerPath } from './chat-paths';
import { uploadProblem } from '../uploads/upload-rules';

describe('seller chat rules (issue 33)', () => {
  it('needs a subject and a message (spec §5 words) and bounds their length', () => {
    expect(chatFieldProblems({ subject: ' ', message: '' }, true)).toEqual({
      subject: 'This is a required field.',
      message: 'This is a required field.',
    });
    expect(chatFieldProblems({ subject: '', message: 'Hello' }, false)).toEqual({ subject: null, message: null });
    expect(chatFieldProblems({ subject: 'x'.repeat(121), message: 'y'.repeat(2001) }, true)).toEqual({
      subject: 'Value must be not greater than 120 characters',
      message: 'Value must be not greater than 2000 characters',
    });
  });

  it('takes photos and MP4 videos only (spec §5: video, image), each within its size', () => {
    expect(CHAT_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'video/mp4']);
    const png = new Uint8Array(CHAT_LIMITS.maxImageBytes + 1);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(uploadProblem(png.subarray(0, CHAT_LIMITS.maxImageBytes), CHAT_UPLOAD_RULES)).toBeNull();
    expect(uploadProblem(png, CHAT_UPLOAD_RULES)).toBe('size');
    const mp4 = new Uint8Array(20 * 1024 * 1024 + 1);
    mp4.set([0, 0, 0, 0x18, ...Buffer.from('ftypisom')]);
    expect(uploadProblem(mp4.subarray(0, 20 * 1024 * 1024), CHAT_UPLOAD_RULES)).toBeNull();
    expect(uploadProblem(mp4, CHAT_UPLOAD_RULES)).toBe('size');
    // a Windows executable renamed to photo.jpg is judged by its bytes
    expect(uploadProblem(Uint8Array.from(Buffer.from('MZ\x90\x00', 'latin1')), CHAT_UPLOAD_RULES)).toBe('type');
    expect(uploadProblem(Uint8Array.from(Buffer.from('%PDF-1.4', 'latin1')), CHAT_UPLOAD_RULES)).toBe('type');
  });

  it('counts the quota per Manila day, in files and bytes', () => {
    expect(chatQuotaDay(new Date('2026-11-28T16:30:00Z'))).toBe('2026-11-29');
    expect(withinChatQuota({ files: 19, bytes: 0 }, { files: 1, bytes: 10 })).toBe(true);
    expect(withinChatQuota({ files: 19, bytes: 0 }, { files: 2, bytes: 10 })).toBe(false);
    expect(withinChatQuota({ files: 0, bytes: CHAT_UPLOAD_QUOTA.bytes - 5 }, { files: 1, bytes: 6 })).toBe(false);
  });

  it('starts the reply clock at the buyer’s first unanswered message and stops it at a reply', () => {
    expect(awaitingReplyAfter('buyer', null, '2026-11-28T01:00:00Z')).toBe('2026-11-28T01:00:00Z');
    expect(awaitingReplyAfter('buyer', '2026-11-28T00:00:00Z', '2026-11-28T01:00:00Z')).toBe('2026-11-28T00:00:00Z');
    expect(awaitingReplyAfter('seller', '2026-11-28T00:00:00Z', '2026-11-28T01:00:00Z')).toBeNull();
    expect(awaitingReplyAfter('operator', '2026-11-28T00:00:00Z', '2026-11-28T01:00:00Z')).toBeNull();
  });

  it('shows how long the seller has left, then how late the reply is', () => {
    const since = '2026-11-28T00:00:00.000Z';
    expect(SELLER_REPLY_HOURS).toBe(24);
    expect(replyClock(null, new Date())).toBeNull();
    expect(replyClock(since, new Date('2026-11-28T18:40:00Z'))).toEqual({
      since,
      due_at: '2026-11-29T00:00:00.000Z',
      overdue: false,
      label: 'Reply within 5 h 20 min',
    });
    expect(replyClock(since, new Date('2026-11-29T02:00:00Z'))).toMatchObject({
      overdue: true,
      label: 'Reply overdue by 2 h',
    });
    expect(replyClock(since, new Date('2026-11-28T23:59:30Z'))!.label).toBe('Reply within 1 min');
  });

  it('lets the buyer, the seller’s people and operators in, and nobody else', () => {
    const thread = { buyer_customer_id: 7, seller_id: 'nena' };
    const viewer = { customerId: 9, sellerIds: [] as string[], operator: false };
    expect(chatRoleOf(thread, { ...viewer, customerId: 7 })).toBe('buyer');
    expect(chatRoleOf(thread, { ...viewer, sellerIds: ['nena'] })).toBe('seller');
    expect(chatRoleOf(thread, { ...viewer, operator: true })).toBe('operator');
    expect(chatRoleOf(thread, { ...viewer, sellerIds: ['other'] })).toBeNull();
  });

  it('builds the spec §2 contact-seller path', () => {
    expect(contactSellerPath('000000123', 'tindahan-ni-aling-nena')).toBe(
      '/sales/order/view/order_id/000000123/tindahan-ni-aling-nena/contact-seller',
    );
  });

  it('validates an image address only when it is one of the store’s own images (spec §7 validate-image-url)', () => {
    const origin = 'https://shop.example.ph';
    expect(isStoreImageUrl('/media/product/123.svg', origin)).toBe(true);
    expect(isStoreImageUrl('https://shop.example.ph/media/seller/nena/logo.svg', origin)).toBe(true);
    expect(isStoreImageUrl('/assets/hero-abc123.webp', origin)).toBe(true);
    expect(isStoreImageUrl('https://evil.example/media/product/1.svg', origin)).toBe(false);
    expect(isStoreImageUrl('http://169.254.169.254/latest/meta-data', origin)).toBe(false);
    expect(isStoreImageUrl('/media/product/1.svg?x=1', origin)).toBe(false);
    expect(isStoreImageUrl('javascript:alert(1)', origin)).toBe(false);
    expect(isStoreImageUrl('/media/../etc/passwd', origin)).toBe(false);
  });
});
