from __future__ import annotations

import json

import click

from fixture_guard.rules import FAMILIES, REGISTRY, Rule, family_of
from fixture_guard.rules_doc import rules_markdown


def find_rules(query: str) -> list[type[Rule]]:
    """The rules a query names: a code (`FG205`), a name (`manifest.hash-mismatch`), a code
    prefix (`FG5`, `FG50`: the family, or part of it), a family (`secrets`) or a name prefix
    (`secrets.`). Empty when nothing matches."""
    wanted = query.strip()
    upper, lower = wanted.upper(), wanted.lower()
    by_name = {rule.name: rule for rule in REGISTRY.values()}
    if upper in REGISTRY:
        return [REGISTRY[upper]]
    if lower in by_name:
        return [by_name[lower]]
    if lower in FAMILIES:
        return [rule for rule in REGISTRY.values() if family_of(rule.code) == lower]
    if upper.startswith("FG") and len(upper) > 2:
        return [rule for code, rule in REGISTRY.items() if code.startswith(upper)]
    if lower.endswith("."):
        return [rule for rule in REGISTRY.values() if rule.name.startswith(lower)]
    return []


@click.command("rules")
@click.argument("query", metavar="[CODE|NAME|PREFIX]", required=False)
@click.option(
    "--format",
    "output_format",
    type=click.Choice(["text", "json", "markdown"]),
    default="text",
    show_default=True,
    help="markdown is the docs/rules.md page.",
)
def rules_command(query: str | None, output_format: str) -> int:
    """List every rule, or explain one.

    \b
    fixture-guard rules FG205                    explain a rule by code
    fixture-guard rules manifest.hash-mismatch   … or by name
    fixture-guard rules FG5                      list a family (a code prefix, as --select takes)
    fixture-guard rules secrets                  … or by its name

    "spec §N" in a rule's documentation is a section of docs/specification.md.
    """
    if query is not None:
        rules = find_rules(query)
        if not rules:
            raise click.UsageError(
                f"no rule matches {query!r}: give a code (FG205), a name "
                "(manifest.hash-mismatch) or a prefix (FG5); `fixture-guard rules` lists them"
            )
        if len(rules) == 1 and output_format != "markdown":
            rule = rules[0]
            if output_format == "json":
                click.echo(json.dumps(_rule_dict(rule.code), indent=2, ensure_ascii=False))
            else:
                click.echo(f"{rule.code} {rule.name} ({rule.severity.value})\n")
                click.echo(rule.documentation())
            return 0
    else:
        rules = list(REGISTRY.values())
    if output_format == "json":
        click.echo(json.dumps([_rule_dict(r.code) for r in rules], indent=2, ensure_ascii=False))
    elif output_format == "markdown":
        click.echo(rules_markdown([r.code for r in rules] if query else None), nl=False)
    else:
        width = max(len(rule.name) for rule in rules)
        for rule in rules:
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
