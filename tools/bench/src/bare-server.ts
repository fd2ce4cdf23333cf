import Fastify from 'fastify';

// The ceiling: a bare Fastify JSON endpoint on the same machine, measured in the same run.
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3901), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
