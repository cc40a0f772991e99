import type { Nodes, Parent, PhrasingContent, Root } from 'mdast';
import { splitMentions } from '../../../mentions/mentions.ts';

/**
 * A remark plugin that turns the `@Name` of each mentioned member inside the message's plain
 * text into a <bdi class="mention"> (code and links are left alone). The node carries its own
 * HTML name, so nothing else in the pipeline needs to know about it, and its text stays text.
 */
export function remarkMentions({ names }: { names: readonly string[] }) {
  return (tree: Root) => {
    if (names.length > 0) visit(tree, names);
  };
}

function visit(node: Parent, names: readonly string[]): void {
  const children: Nodes[] = node.children;
  node.children = children.flatMap((child): Nodes[] => {
    if (child.type === 'text') return splitText(child.value, names);
    if (child.type !== 'link' && child.type !== 'linkReference' && 'children' in child) {
      visit(child, names);
    }
    return [child];
  }) as Parent['children'];
}

function splitText(value: string, names: readonly string[]): PhrasingContent[] {
  return splitMentions(value, names).map((part) =>
    part.mention
      ? ({
          type: 'text',
          value: part.text,
          data: { hName: 'bdi', hProperties: { className: ['mention'] } },
        } as PhrasingContent)
      : ({ type: 'text', value: part.text } as PhrasingContent),
  );
}
