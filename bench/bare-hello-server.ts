import Fastify from 'fastify';

/** The baseline: a bare Fastify route on this machine, so API figures read as a ratio to it. */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
