// Child process: the reference, a bare Fastify 5 hello-world on the port given as its argument.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
