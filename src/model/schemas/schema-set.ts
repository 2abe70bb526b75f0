/**
 * A group of schemas that the validator and the JSON editor register: `shared` ones hold $defs
 * that others $ref, `items` maps each content kind to the schema its items are checked against.
 */
export interface SchemaSet {
  shared: object[];
  items: Record<string, object>;
}
