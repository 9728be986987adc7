/**
 * A Markdown hast plugin (Sätteri's, the site's Markdown processor: astro.config.ts) that gives
 * each body cell of a table its column's header as `data-label`, so a phone, which stacks a row's
 * cells, can name each one beside it (ProseGrid.tsx) instead of only at the table's top. The
 * packages that do this (rehype plugins) walk a unified tree; Sätteri's plugins have their own
 * visitor API, and the work is a few lines of it.
 */
import { defineHastPlugin, type HastNode } from 'satteri';

/** The element children of a node. */
function elements(node: HastNode | undefined): HastNode[] {
  if (node === undefined || !('children' in node)) return [];
  return node.children.filter((child) => child.type === 'element');
}

export const tableLabels = defineHastPlugin({
  name: 'table-labels',
  element: {
    filter: ['table'],
    visit(table, ctx) {
      const [head, body] = elements(table);
      const labels = elements(elements(head)[0]).map((cell) => ctx.textContent(cell).trim());
      for (const row of elements(body)) {
        elements(row).forEach((cell, column) => {
          const label = labels[column];
          if (label) ctx.setProperty(cell, 'dataLabel', label);
        });
      }
    },
  },
});
