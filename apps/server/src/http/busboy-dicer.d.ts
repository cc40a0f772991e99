// The multipart parser's inner module, which its package ships without types of its own path.
declare module '@fastify/busboy/deps/dicer/lib/Dicer.js' {
  const Dicer: { prototype: object };
  export default Dicer;
}
