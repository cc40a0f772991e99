import type { Element, ElementContent } from 'hast';
import { memo, useMemo, type ReactNode } from 'react';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { isSameOriginPath } from '@crewline/shared/domain/same-origin-path';
import { CodeFence } from './code-fence.tsx';
import { remarkMentions } from './remark-mentions.ts';

type MessageMarkdownProps = {
  content: string;
  /** Names of the members the message mentions; their "@Name" is highlighted. */
  mentionNames: readonly string[];
};

const SAFE_SCHEME = /^(?:https?:|mailto:)/i;

/**
 * Only web and mail links and paths of this app survive. Messages are stored exactly as typed,
 * so this is where a `javascript:`, `data:` or other exotic link is made harmless: its href is
 * dropped and its text stays. A path must stay on this site however it is decoded (`//host`
 * and `/\host` are other sites to a browser).
 */
export function safeUrl(url: string): string {
  if (url.startsWith('/')) return isSameOriginPath(url) ? url : '';
  const kept = defaultUrlTransform(url);
  return SAFE_SCHEME.test(kept) ? kept : '';
}

/** A kept link: a path of this app opens in place, like the app's own links; others in a new tab. */
function MessageLink({
  href,
  className,
  children,
}: {
  href: string;
  className: string;
  children: ReactNode;
}) {
  return href.startsWith('/') ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

function textOf(node: ElementContent): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

function fenceOf(pre: Element | undefined): { code: string; language?: string } {
  const code = pre?.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  const list = Array.isArray(classes) ? classes.map(String) : [];
  const language = list.find((name) => name.startsWith('language-'))?.slice('language-'.length);
  // A fence's text ends with the newline before the closing ```; it is not part of the code.
  return { code: (code ? textOf(code) : '').replace(/\n$/, ''), language };
}

const COMPONENTS: Components = {
  a: ({ href, children }) =>
    href ? (
      <MessageLink
        href={href}
        className="font-medium text-primary underline underline-offset-2 break-words"
      >
        {children}
      </MessageLink>
    ) : (
      <span>{children}</span>
    ),
  // A picture in a message is shown as its link: an outside image would load (and tell its
  // host who read the message) without anyone choosing to open it.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <MessageLink href={src} className="text-primary underline">
        {alt || src}
      </MessageLink>
    ) : (
      <span>{alt}</span>
    ),
  pre: ({ node }) => <CodeFence {...fenceOf(node)} />,
  code: ({ children }) => (
    <code dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono text-[0.9em]">
      {children}
    </code>
  ),
  bdi: ({ children }) => (
    <bdi className="rounded bg-primary-soft px-0.5 font-medium text-primary-soft-fg">
      {children}
    </bdi>
  ),
  table: ({ children }) => (
    <div className="overflow-x-auto">
      <table className="border-collapse text-sm [&_td]:border [&_td]:border-border [&_td]:px-2 [&_th]:border [&_th]:border-border [&_th]:px-2">
        {children}
      </table>
    </div>
  ),
};

/**
 * A message's Markdown (GitHub flavour: bold, italic, strike, links, lists, tables, code) as
 * React elements. The text is stored as typed, so this is what keeps it harmless: raw HTML
 * shows as the literal text it is (there is no rehype-raw), links are only http(s), mailto and
 * this app's paths (others open in a new tab without access to this page), and fences get
 * highlighting and a viewer.
 */
export const MessageMarkdown = memo(function MessageMarkdown({
  content,
  mentionNames,
}: MessageMarkdownProps) {
  const remarkPlugins = useMemo(
    () => [remarkGfm, [remarkMentions, { names: mentionNames }] as const],
    [mentionNames],
  );
  return (
    <div
      dir="auto"
      className="text-start text-sm break-words [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-3 [&_blockquote]:text-fg-muted [&_h1]:text-base [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_li]:ms-5 [&_ol]:list-decimal [&_p]:whitespace-pre-wrap [&_ul]:list-disc [&>*+*]:mt-2"
    >
      <ReactMarkdown
        remarkPlugins={remarkPlugins as never}
        components={COMPONENTS}
        urlTransform={safeUrl}
      >
        {content}
      </ReactMarkdown>
    </div>
  );
});
