/** The handles an author may have (no URLs). */
type Author = { twitter: string | null; linkedin: string | null; github: string | null };

/** Social profile addresses built from an author's handles. */
export function socialLinks(author: Pick<Author, "twitter" | "linkedin" | "github">) {
  return [
    author.twitter ? { label: "Twitter", href: `https://twitter.com/${author.twitter}` } : null,
    author.linkedin ? { label: "LinkedIn", href: `https://www.linkedin.com/in/${author.linkedin}` } : null,
    author.github ? { label: "GitHub", href: `https://github.com/${author.github}` } : null,
  ].filter((link) => link !== null);
}

export function SocialLinks({ author, name }: { author: Pick<Author, "twitter" | "linkedin" | "github">; name: string }) {
  const links = socialLinks(author);
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={`${name} elsewhere`}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            rel="noopener noreferrer"
            target="_blank"
            className="inline-flex h-8 items-center rounded-full border bg-background px-3 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            {link.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
