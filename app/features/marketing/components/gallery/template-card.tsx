import { cn } from "#app/ui/cn.ts";
import {
  ArrowRight,
  Briefcase,
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Contact,
  CreditCard,
  FileText,
  FolderOpen,
  Headset,
  HeartPulse,
  House,
  Landmark,
  ListChecks,
  type LucideIcon,
  Mail,
  Megaphone,
  MessageCircle,
  MessageSquare,
  Phone,
  Receipt,
  Sheet,
  ShoppingCart,
  Signature,
  Users,
  Video,
} from "lucide-react";
import type * as React from "react";
import { Link } from "react-router";
import { promptHref, type TemplateCategory } from "#app/content/template-gallery.ts";
import type { IntegrationIcon, Template } from "#app/content/templates.ts";
import { isPlainClick } from "#app/ui/is-plain-click.ts";
import { Card } from "#app/ui/card.tsx";
import { Badge } from "#app/ui/badge.tsx";

const categoryTone: Record<TemplateCategory, string> = {
  "Real Estate": "bg-emerald-50 text-emerald-800 ring-emerald-700/15",
  Healthcare: "bg-rose-50 text-rose-800 ring-rose-700/15",
  Marketing: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-700/15",
  "Customer Support": "bg-sky-50 text-sky-800 ring-sky-700/15",
  Productivity: "bg-amber-50 text-amber-800 ring-amber-700/20",
  Sales: "bg-orange-50 text-orange-800 ring-orange-700/15",
  Accounting: "bg-teal-50 text-teal-800 ring-teal-700/15",
  Finance: "bg-indigo-50 text-indigo-800 ring-indigo-700/15",
  HR: "bg-violet-50 text-violet-800 ring-violet-700/15",
};

/**
 * The Lucide icon of each integration glyph, imported by name: the gallery
 * can show any template once filtered, so its JavaScript holds all 23 (about
 * 3 KB gzipped), and the pages' data holds no drawings.
 */
const integrationIcon: Record<IntegrationIcon, LucideIcon> = {
  mail: Mail,
  calendar: CalendarDays,
  sheet: Sheet,
  folder: FolderOpen,
  chat: MessageSquare,
  sms: MessageCircle,
  phone: Phone,
  video: Video,
  crm: Contact,
  receipt: Receipt,
  card: CreditCard,
  signature: Signature,
  tasks: ListChecks,
  briefcase: Briefcase,
  health: HeartPulse,
  home: House,
  megaphone: Megaphone,
  chart: ChartColumn,
  bank: Landmark,
  headset: Headset,
  cart: ShoppingCart,
  form: ClipboardList,
  document: FileText,
};

const integrationTone: Record<IntegrationIcon, string> = {
  mail: "bg-red-50 text-red-600",
  calendar: "bg-blue-50 text-blue-600",
  sheet: "bg-green-50 text-green-700",
  folder: "bg-amber-50 text-amber-600",
  chat: "bg-purple-50 text-purple-600",
  sms: "bg-emerald-50 text-emerald-600",
  phone: "bg-rose-50 text-rose-600",
  video: "bg-sky-50 text-sky-600",
  crm: "bg-orange-50 text-orange-600",
  receipt: "bg-teal-50 text-teal-600",
  card: "bg-indigo-50 text-indigo-600",
  signature: "bg-yellow-50 text-yellow-700",
  tasks: "bg-blue-50 text-blue-700",
  briefcase: "bg-cyan-50 text-cyan-700",
  health: "bg-red-50 text-red-500",
  home: "bg-lime-50 text-lime-700",
  megaphone: "bg-fuchsia-50 text-fuchsia-600",
  chart: "bg-orange-50 text-orange-500",
  bank: "bg-slate-100 text-slate-700",
  headset: "bg-emerald-50 text-emerald-700",
  cart: "bg-green-50 text-green-700",
  form: "bg-violet-50 text-violet-600",
  document: "bg-zinc-100 text-zinc-700",
};

/**
 * One Droid template as a card. The title is a link to the home page with the
 * template's prompt in the box (`/?prompt=…`), stretched over the whole card,
 * so it works with JavaScript off; `onChoose` lets a page handle a plain click
 * in place instead (the home page fills its own box).
 */
export function TemplateCard({
  template,
  headingLevel: Heading,
  onChoose,
}: {
  template: Template;
  headingLevel: "h2" | "h3";
  onChoose?: (template: Template) => void;
}) {
  function choose(event: React.MouseEvent<HTMLAnchorElement>) {
    if (!onChoose || !isPlainClick(event)) return;
    event.preventDefault();
    onChoose(template);
  }

  return (
    <Card
      as="article"
      className={cn(
        "group relative flex w-full flex-col",
        "transition-[translate,box-shadow,border-color] duration-200 hover:-translate-y-0.5 hover:border-primary/25 hover:shadow-[0_14px_34px_-14px_rgb(67_56_202/0.3)]",
        "has-[a:focus-visible]:border-primary/40 has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-ring",
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <Badge tone="ring" size="md" className={categoryTone[template.category]}>
          {template.category}
        </Badge>
        <span className="inline-flex shrink-0 items-center gap-1.5 text-xs font-medium text-muted-foreground">
          <Users className="size-3.5" />
          {template.folks} folks
        </span>
      </div>

      <Heading className="mt-4 text-base leading-snug font-semibold tracking-tight">
        <Link
          to={promptHref(template.prompt)}
          onClick={choose}
          data-template-link=""
          className="outline-none after:absolute after:inset-0 after:rounded-2xl after:content-['']"
        >
          {template.title}
        </Link>
      </Heading>
      <p className="mt-2 text-sm leading-6 text-muted-foreground">{template.description}</p>

      <div className="mt-auto flex items-end justify-between gap-3 pt-5">
        <ul aria-label="Integrations" className="flex -space-x-1">
          {template.integrations.map((integration) => {
            const Icon = integrationIcon[integration.icon];
            return (
              <li key={integration.name}>
                <span
                  role="img"
                  aria-label={integration.name}
                  className={cn("grid size-8 place-items-center rounded-lg ring-2 ring-card", integrationTone[integration.icon])}
                >
                  <Icon className="size-4" />
                </span>
              </li>
            );
          })}
        </ul>
        <span aria-hidden="true" className="inline-flex items-center gap-1 text-sm font-semibold text-primary">
          Use
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Card>
  );
}

/** Template cards in a responsive grid: one column on phones, four on large screens. */
export function TemplateGrid({
  templates,
  headingLevel,
  onChoose,
  className,
  ref,
}: {
  templates: readonly Template[];
  headingLevel: "h2" | "h3";
  onChoose?: (template: Template) => void;
  className?: string;
  ref?: React.Ref<HTMLUListElement>;
}) {
  return (
    <ul ref={ref} className={cn("grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5", className)}>
      {templates.map((template) => (
        <li key={template.id} id={`template-${template.id}`} className="flex">
          <TemplateCard template={template} headingLevel={headingLevel} onChoose={onChoose} />
        </li>
      ))}
    </ul>
  );
}
