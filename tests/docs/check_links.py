#!/usr/bin/env python3
"""Every relative link in README.md and docs/**/*.md must reach a file (and,
with a #fragment into a Markdown page, one of its headings).

usage: check_links.py SOURCE_DIR
Links to the web (http:, https:, mailto:) are not followed. Exit status 1
with one line per broken link (file:line: target: why).
"""
import pathlib
import re
import sys
import urllib.parse

# Pages other parts of the project write; the index links to them already.
# Listed here so that the check names them when missing instead of failing.
PENDING = set()

LINK = re.compile(r"!?\[(?:[^\]\\]|\\.)*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
FENCE = re.compile(r"^\s*(```|~~~)")


def slug(heading):
    """GitHub's anchor for a heading (Qt's Markdown follows the same rule)."""
    text = re.sub(r"`|\*\*|\*|_(?=\w)|(?<=\w)_", "", heading.strip().lower())
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(page):
    found, counts, fenced = set(), {}, False
    for line in page.read_text(encoding="utf-8").splitlines():
        if FENCE.match(line):
            fenced = not fenced
            continue
        m = None if fenced else re.match(r"^#{1,6}\s+(.*?)\s*#*\s*$", line)
        if m:
            s = slug(m.group(1))
            n = counts.get(s, 0)
            counts[s] = n + 1
            found.add(s if n == 0 else f"{s}-{n}")
    return found


def links(page):
    fenced = False
    for number, line in enumerate(page.read_text(encoding="utf-8").splitlines(), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        # Inline code is not a link.
        line = re.sub(r"`[^`]*`", "", line)
        for m in LINK.finditer(line):
            yield number, m.group(1)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else ".").resolve()
    pages = [root / "README.md"] + sorted((root / "docs").rglob("*.md"))
    broken, pending, count = [], set(), 0
    for page in pages:
        if not page.is_file():
            broken.append(f"{page}: missing")
            continue
        for number, target in links(page):
            scheme = urllib.parse.urlsplit(target).scheme
            if scheme in ("http", "https", "mailto"):
                continue
            count += 1
            where = f"{page.relative_to(root)}:{number}: {target}"
            if scheme:
                broken.append(f"{where}: not a relative link")
                continue
            path, _, fragment = target.partition("#")
            dest = (page.parent / urllib.parse.unquote(path)).resolve() if path else page
            try:
                rel = dest.relative_to(root).as_posix()
            except ValueError:
                broken.append(f"{where}: outside the source tree")
                continue
            if not dest.exists():
                if rel in PENDING:
                    pending.add(rel)
                else:
                    broken.append(f"{where}: no such file")
                continue
            if fragment and dest.suffix == ".md" and fragment not in anchors(dest):
                broken.append(f"{where}: no heading #{fragment} in {rel}")
    for line in broken:
        print(line)
    for rel in sorted(pending):
        print(f"note: {rel} is linked but not written yet")
    print(f"{count} relative links in {len(pages)} pages, {len(broken)} broken")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main())
