// The baseline: a bare Fastify JSON route in its own process, measured beside ours.
import Fastify from 'fastify';

const app = Fastify();
app.get('/bare', async () => ({
  id: '00000000-0000-0000-0000-000000000000',
  name: 'Bare',
  email: 'bare@example.test',
}));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
