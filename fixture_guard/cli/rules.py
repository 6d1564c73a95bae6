from __future__ import annotations

import json

import click

from fixture_guard.rules import REGISTRY, family_of
from fixture_guard.rules_doc import rules_markdown


@click.command("rules")
@click.argument("code", required=False)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "markdown"]),
    default="text",
    show_default=True,
    help="markdown is the docs/rules.md page.",
)
def rules_command(code: str | None, output_format: str) -> int:
    """List every rule, or explain one: `fixture-guard rules FG205`."""
    if code is not None:
        rule = REGISTRY.get(code.upper())
        if rule is None:
            raise click.UsageError(f"no rule {code} (run `fixture-guard rules` for the list)")
        if output_format == "json":
            click.echo(json.dumps(_rule_dict(rule.code), indent=2, ensure_ascii=False))
        else:
            click.echo(f"{rule.code} {rule.name} ({rule.severity.value})\n")
            click.echo(rule.documentation())
        return 0
    if output_format == "json":
        click.echo(json.dumps([_rule_dict(c) for c in REGISTRY], indent=2, ensure_ascii=False))
    elif output_format == "markdown":
        click.echo(rules_markdown(), nl=False)
    else:
        width = max(len(rule.name) for rule in REGISTRY.values())
        for rule in REGISTRY.values():
            click.echo(
                f"{rule.code}  {rule.name:<{width}}  {rule.severity.value:<7}  {rule.summary()}"
            )
    return 0


def _rule_dict(code: str) -> dict[str, object]:
    rule = REGISTRY[code]
    return {
        "code": rule.code,
        "name": rule.name,
        "family": family_of(code),
        "severity": rule.severity.value,
        "disqualifying": rule.disqualifying,
        "summary": rule.summary(),
        "documentation": rule.documentation(),
    }
