// Child process: the reference every API figure is compared with, a bare Fastify 5 hello-world
// (no logger, no plugins). Prints its base URL on stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
console.log(await app.listen({ port: 0, host: '127.0.0.1' }));
process.once('SIGTERM', () => {
  void app.close().finally(() => process.exit(0));
});
