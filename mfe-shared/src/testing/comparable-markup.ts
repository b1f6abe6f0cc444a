/**
 * An element's markup for comparing two drawings of the same screen (the static first screen and
 * the app's, docs/decisions.md): attributes in name order, without the `leftOut` ones and React
 * Router's `data-discover` mark on links, which nothing draws.
 */
export const comparableMarkup = (element: Element, leftOut: readonly string[] = []): string => {
  const copy = element.cloneNode(true) as Element;
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    const kept = [...node.attributes]
      .filter(({ name }) => name !== 'data-discover' && !leftOut.includes(name))
      .map(({ name, value }) => [name, value] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    for (const { name } of [...node.attributes]) node.removeAttribute(name);
    for (const [name, value] of kept) node.setAttribute(name, value);
  }
  return copy.outerHTML;
};
