// Webpack loader for our own source (packages/*/src): points imports of the Chakra names that are
// shared in a facade group (config/federation.cjs CHAKRA_GROUPS) at that group's shared name.
//
//   import { Box, Menu as RowMenu, type BoxProps } from '@chakra-ui/react';
// becomes
//   import { Box, type BoxProps } from '@chakra-ui/react';
//   import { Menu as RowMenu } from '@chakra-ui/react/facade/menu';
//
// so a chunk that never uses a menu never waits for the menu group's state machines. Only the build
// sees this: the source, TypeScript and Jest keep the one '@chakra-ui/react'. The names are the ones
// the facade scan reads (scripts/lib/chakra-facade.cjs), by the same pattern.
const { CHAKRA_GROUPS, chakraGroupRequest } = require('./federation.cjs');

const CHAKRA_IMPORT =
  /\b(import|export)(\s+type)?\s*\{([^}]*)\}\s*from\s*(['"])@chakra-ui\/react\4;?/g;

const GROUP_OF = new Map(
  Object.entries(CHAKRA_GROUPS).flatMap(([group, names]) => names.map((name) => [name, group])),
);

/** @param {string} source */
function splitChakraImports(source, groupOf = GROUP_OF) {
  return source.replace(CHAKRA_IMPORT, (statement, keyword, typeOnly, list) => {
    if (typeOnly) return statement;
    const core = [];
    /** @type {Map<string, string[]>} */
    const groups = new Map();
    for (const raw of list.split(',')) {
      const specifier = raw.replace(/\/\/.*$|\/\*.*?\*\//gm, '').trim();
      if (!specifier) continue;
      const name = specifier.startsWith('type ') ? null : specifier.split(/\s+as\s+/)[0].trim();
      const group = name ? groupOf.get(name) : undefined;
      if (!group) core.push(specifier);
      else groups.set(group, [...(groups.get(group) ?? []), specifier]);
    }
    if (!groups.size) return statement;
    const statements = [...groups].map(
      ([group, specifiers]) =>
        `${keyword} { ${specifiers.join(', ')} } from '${chakraGroupRequest(group)}';`,
    );
    if (core.length)
      statements.unshift(`${keyword} { ${core.join(', ')} } from '@chakra-ui/react';`);
    // As many lines as the statement had: the lines after it keep their numbers (source maps).
    return statements.join(' ') + '\n'.repeat(statement.split('\n').length - 1);
  });
}

module.exports = function chakraImportsLoader(source) {
  return splitChakraImports(String(source));
};
module.exports.splitChakraImports = splitChakraImports;
