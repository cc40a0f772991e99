import { splitMentions } from '../mentions/mentions.ts';

/**
 * A comment's text as plain text: React escapes it (never HTML), line breaks are kept, and the
 * @Names of mentioned members stand out. `dir="auto"` lets an English comment read left to
 * right on an Arabic page and the reverse.
 */
export function CommentText({ text, mentionNames }: { text: string; mentionNames: string[] }) {
  return (
    <p dir="auto" className="text-start text-sm break-words whitespace-pre-wrap">
      {splitMentions(text, mentionNames).map((part, index) =>
        part.mention ? (
          // <bdi> keeps "@Name" in one piece, @ first, inside text of the other direction.
          <bdi key={index} className="font-medium text-primary">
            {part.text}
          </bdi>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
