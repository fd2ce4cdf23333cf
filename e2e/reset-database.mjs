// Runs before the e2e server starts (see playwright.config.ts webServer.command): every run begins on a
// fresh database, which tools/scripts/start.mjs then migrates and seeds.
// Not a Playwright globalSetup: Playwright starts webServer *before* globalSetup, so deleting there
// would pull the database out from under the running server.
import { rm } from 'node:fs/promises';

const folder = process.argv[2];
if (!folder?.startsWith('var/e2e/')) throw new Error('usage: node e2e/reset-database.mjs var/e2e/<port>');
await rm(new URL(`../${folder}/`, import.meta.url), { recursive: true, force: true });
