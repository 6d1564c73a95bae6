"""FG0xx — fixture-guard's own configuration: waivers and the golden set it reads."""

from __future__ import annotations

from fixture_guard.jsonfile import pretty_pointer
from fixture_guard.rules.base import Check, CheckContext, Rule


class ExpiredWaiver(Rule):
    """A waiver in `[tool.fixture-guard]` has passed its expiry date.

    ## What it does
    Reports every waiver whose `expires` date is before today. The findings it used
    to waive are reported again, as if it did not exist.

    ## Why is this bad?
    A waiver is a decision with an owner and a deadline. Past the deadline nobody has
    re-made the decision, so the waived problem is silently accepted for ever.

    ## Example
    ```toml
    [[tool.fixture-guard.waivers]]
    rules = ["FG401"]
    paths = ["fixtures/_shared/html/**"]
    reason = "authored example pages"
    owner = "bench-team"
    expires = 2025-01-31
    ```

    ## Fix
    Fix the waived findings and delete the waiver, or decide again: extend `expires`
    with a fresh reason.
    """

    code = "FG001"
    name = "config.waiver-expired"


class GoldenSetInvalid(Rule):
    """The golden set is missing, not JSON, or does not match its schema.

    ## What it does
    Reads the golden set (`golden-set` in the config, default `<root>/golden-set.json`)
    and validates it against `fixture_guard/schemas/golden-set.schema.json`.

    ## Why is this bad?
    The golden set says which cases and categories each provider must answer; without
    a valid one, class coverage and every metric of the bench are meaningless.

    ## Example
    ```json
    {"version": 1, "categories": ["news"], "families": {}, "cases": [{"id": "gs-001"}]}
    ```
    (the case lacks `category`, `query`, `web_role`, `claim_type` and `expect`)

    ## Fix
    Complete the golden set as docs/contract.md §7 describes.
    """

    code = "FG002"
    name = "config.golden-set-invalid"


RULES = (ExpiredWaiver, GoldenSetInvalid)


def check(ctx: CheckContext) -> Check:
    today = ctx.today
    source = ctx.config.source
    where = ctx.display("") if source is None else ctx.display_path(source)
    for waiver in ctx.config.waivers:
        if waiver.is_expired(today):
            yield ExpiredWaiver.finding(
                where,
                f"waiver #{waiver.index + 1} for {', '.join(waiver.rules)} "
                f"(owner {waiver.owner}) expired on {waiver.expires.isoformat()}: "
                "its findings are reported again",
                key=f"waiver-{waiver.index}",
            )
    path = ctx.config.golden_set_path
    display = ctx.display_path(path)
    error = ctx.golden_set_error
    golden = ctx.golden_set
    if error is not None:
        line = getattr(error, "line", None)
        column = getattr(error, "column", None)
        reason = getattr(error, "message", None) or getattr(error, "strerror", None) or str(error)
        yield GoldenSetInvalid.finding(
            display, f"golden set unreadable: {reason}", line=line, column=column, key="unreadable"
        )
    elif golden is not None:
        for violation in golden.violations:
            line, column = golden.doc.locate(violation.pointer)
            yield GoldenSetInvalid.finding(
                display,
                f"{pretty_pointer(violation.pointer)}: {violation.message}",
                line=line,
                column=column,
                key=violation.pointer + violation.message,
            )
