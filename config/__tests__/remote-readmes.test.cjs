// Each remote's README lists what it exposes to the shell (its federation `exposes`): a newcomer
// reads a package's contract there, so an expose added or renamed without it fails here.
const fs = require('node:fs');
const path = require('node:path');

const packages = path.resolve(__dirname, '..', '..', 'packages');
const remotes = fs
  .readdirSync(packages)
  .map((name) => path.join(packages, name))
  .filter((dir) => fs.existsSync(path.join(dir, 'webpack.config.cjs')))
  .map((dir) => {
    const config = fs.readFileSync(path.join(dir, 'webpack.config.cjs'), 'utf8');
    const block = /exposes:\s*\{([^}]*)\}/.exec(config)?.[1] ?? '';
    const exposes = [...block.matchAll(/'(\.\/[\w-]+)'\s*:/g)].map((match) => match[1]);
    return { name: path.basename(dir), dir, exposes };
  })
  .filter((remote) => remote.exposes.length > 0);

test('the remotes are found, each with what it exposes', () => {
  expect(remotes.map((remote) => remote.name).sort()).toEqual(
    expect.arrayContaining(['admin-users', 'billing', 'cms', 'delivery', 'hotspot', 'landing']),
  );
});

test.each(remotes.map((remote) => [remote.name, remote]))(
  "%s's README names every module it exposes",
  (_name, remote) => {
    const readme = fs.readFileSync(path.join(remote.dir, 'README.md'), 'utf8');
    const listed = remote.exposes.filter((expose) => readme.includes(`| \`${expose}\``));
    expect(listed).toEqual(remote.exposes);
  },
);
