// Runs before the e2e server starts (see playwright.config.ts webServer.command): every run begins on a
// fresh database, which tools/scripts/start.mjs then migrates and seeds.
// Not a Playwright globalSetup: Playwright starts webServer *before* globalSetup, so deleting there
// would pull the database out from under the running server.
import { rm } from 'node:fs/promises';

await rm(new URL('../var/e2e/', import.meta.url), { recursive: true, force: true });
