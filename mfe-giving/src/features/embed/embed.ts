import type { RemoteEmbedModule } from '@eoffering/shared';
import { GIVING_ELEMENT, defineGivingElement } from './giving-element';

/**
 * The `./embed` module (mfe-shared/src/federation): a federated host page mounts the giving widget
 * into one of its elements; the returned function removes it again. It is the very
 * `<eoffering-giving>` element that embed.js brings to any website, so both look and lead the
 * same (docs/decisions.md, one giving widget). A federated host is a page of the portal, so the
 * portal is the page's origin.
 */
export const mount: RemoteEmbedModule['mount'] = (element, options = {}) => {
  defineGivingElement(window.location.origin);
  const widget = document.createElement(GIVING_ELEMENT);
  if (options.language) widget.setAttribute('lang', options.language);
  element.append(widget);
  return () => widget.remove();
};
