// pbjs's es6 wrapper, importing protobufjs/minimal as the CommonJS module it is (node's ESM loader
// cannot name its members) and exporting the root's namespaces by name, as pbts declares them.
import $protobuf from $DEPENDENCY;

$OUTPUT;

export const { parasol, google } = $root;
