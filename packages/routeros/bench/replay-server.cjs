// A stand-in router for the benchmark, in its own process like a real one: it serves one captured
// reply. A client that first sends "raw-please" gets the bytes and a close; an API client gets its
// login (tag 1) answered and then the captured reply to its print (tag 2).
'use strict';
const fs = require('node:fs');
const net = require('node:net');

const reply = fs.readFileSync(process.argv[2]);
// "!done" ".tag=1" "" as API words (all shorter than 128 bytes, so one length byte each).
const loginDone = Buffer.concat([
  Buffer.from([5]),
  Buffer.from('!done'),
  Buffer.from([6]),
  Buffer.from('.tag=1'),
  Buffer.from([0]),
]);

const server = net.createServer((socket) => {
  socket.on('error', () => undefined);
  socket.setNoDelay(true);
  socket.once('data', (first) => {
    if (first.toString('latin1').includes('raw-please')) {
      socket.end(reply);
      return;
    }
    socket.write(loginDone);
    socket.once('data', () => socket.write(reply));
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: server.address().port })}\n`);
});
// The benchmark ends us by closing our stdin.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
