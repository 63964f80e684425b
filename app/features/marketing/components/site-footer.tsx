import { Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { site, useCasePages } from "#app/content/site.ts";
import { LogoMark } from "./logo.tsx";

const companyLinks = [
  { path: href("/enterprise"), label: "Enterprise" },
  { path: href("/blog"), label: "Blog" },
  { path: href("/view-all"), label: "Shared Droids" },
] as const;

const legalLinks = [
  { path: href("/privacy"), label: "Privacy Policy" },
  { path: href("/terms"), label: "Terms of Service" },
] as const;

const linkClass = "rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4";

function FooterNav({ id, title, links, columns = 1 }: { id: string; title: string; links: ReadonlyArray<{ path: string; label: string }>; columns?: 1 | 2 }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-foreground">
        {title}
      </h2>
      <ul className={columns === 2 ? "mt-4 grid grid-cols-2 gap-x-6 gap-y-3" : "mt-4 flex flex-col gap-3"}>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path} className={linkClass}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t bg-muted/50">
      <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-12 lg:px-8">
        <div className="md:col-span-4">
          <Link to="/" aria-label={`${site.productName} home`} className="inline-flex items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight">
            <LogoMark />
            <span>{site.productName}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-6 text-muted-foreground">
            {site.headline}. {site.tagline}.
          </p>
        </div>
        <div className="md:col-span-4">
          <FooterNav id="footer-use-cases" title="Use cases" links={useCasePages} columns={2} />
        </div>
        <div className="grid grid-cols-2 gap-10 md:col-span-4">
          <FooterNav id="footer-company" title="Company" links={companyLinks} />
          <FooterNav id="footer-legal" title="Legal" links={legalLinks} />
        </div>
      </div>
      <div className="border-t">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {year} {site.companyName}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
