import { Form, Link } from "react-router";
import { href } from "#app/platform/http/href.ts";
import { Button } from "#app/ui/button.tsx";
import { FormField, invalidProps, fieldIds } from "#app/ui/form-field.tsx";
import { FormStatus } from "#app/ui/form-feedback.tsx";
import type { FormResult } from "#app/ui/form-result.ts";
import { Input } from "#app/ui/input.tsx";
import { displayNameLimits, leaderboardTexts } from "./leaderboard-texts.ts";

const texts = leaderboardTexts.status;
const FORM_ID = "board";

export interface BoardSectionData {
  shownAs: string | null;
  displayName: string | null;
  masked: string;
  rank: number | null;
  referrers: number;
}

/**
 * The status page's leaderboard section: the entry's own rank among the
 * referrers (shown on the board or not), and a form to be shown by a chosen
 * name or the masked address, to change it, or to leave. Plain forms that
 * reload the page: they work without JavaScript.
 */
export function LeaderboardSection({
  board,
  referrals,
  answer,
}: {
  board: BoardSectionData;
  referrals: number;
  answer: FormResult<{ intent: "board" }> | null;
}) {
  const refused = answer && !answer.ok ? answer : null;
  const nameValue = refused?.values?.displayName ?? board.displayName ?? "";
  // The choice shown: what was posted (a refused name), else what is kept; a name by default.
  const masked = refused ? false : board.shownAs !== null && board.displayName === null;
  const ids = fieldIds(FORM_ID, "displayName");
  return (
    <section aria-labelledby="board-heading" className="space-y-3" data-testid="board">
      <h2 id="board-heading" className="font-semibold">
        {texts.title}
      </h2>
      <p className="text-sm font-medium" data-testid="board-rank">
        {board.rank !== null ? texts.rank(board.rank, board.referrers) : referrals > 0 ? texts.unranked : texts.noRank}
      </p>
      <p className="text-sm text-muted-foreground" data-testid="board-shown">
        {board.shownAs !== null ? texts.shownAs(board.shownAs) : texts.hidden}
      </p>
      {answer ? <FormStatus result={answer} /> : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="board-join" />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{texts.legend}</legend>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="shown" value="name" defaultChecked={!masked} />
            {texts.chosenName}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="shown" value="masked" defaultChecked={masked} />
            {texts.masked(board.masked)}
          </label>
        </fieldset>
        <FormField formId={FORM_ID} name="displayName" label={texts.displayName} errors={refused?.fields}>
          <Input
            id={ids.control}
            name="displayName"
            defaultValue={nameValue}
            maxLength={displayNameLimits.max * 2}
            autoComplete="nickname"
            aria-describedby={refused?.fields?.displayName ? undefined : `${FORM_ID}-displayName-help`}
            {...invalidProps(FORM_ID, "displayName", refused?.fields)}
          />
          <p id={`${FORM_ID}-displayName-help`} className="text-xs text-muted-foreground">
            {texts.displayNameHelp}
          </p>
        </FormField>
        <Button type="submit" className="w-full">
          {board.shownAs !== null ? texts.save : texts.join}
        </Button>
      </Form>
      {board.shownAs !== null ? (
        <Form method="post">
          <input type="hidden" name="intent" value="board-leave" />
          <Button type="submit" variant="outline" className="w-full">
            {texts.leave}
          </Button>
        </Form>
      ) : null}
      <Link to={href("/waitlist/leaderboard")} className="inline-block text-sm font-medium text-primary underline-offset-4 hover:underline">
        {texts.see}
      </Link>
    </section>
  );
}
