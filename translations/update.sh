#!/bin/sh
# Regenerates translations/*.ts from today's sources (new messages come in
# unfinished, messages the code no longer has go) and lists every message
# that still needs its translation, so that whoever adds a string knows
# what to translate. tst_translations fails until the list is empty.
#
#   translations/update.sh [BUILD_DIR]
#
# BUILD_DIR is a configured CMake build folder (default: build-test or
# build, whichever exists); without one, lupdate is run directly.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
build=${1:-}
if [ -z "$build" ]; then
    for dir in build-test build; do
        if [ -f "$root/$dir/CMakeCache.txt" ]; then build="$root/$dir"; break; fi
    done
fi
if [ -n "$build" ]; then
    cmake --build "$build" --target update_translations
else
    lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
    # Sources and headers together, so that lupdate knows each class's namespace.
    list=$(mktemp)
    trap 'rm -f "$list"' EXIT
    find "$root/model" "$root/io" "$root/views" "$root/editor" -name '*.cpp' -o -name '*.h' | sort > "$list"
    "$lupdate" -silent -no-obsolete -locations none -I "$root" "@$list" -ts "$root"/translations/*.ts
fi
# English is the language of the sources: its plain messages are finished
# as they are written (its plural messages still need both forms).
python3 - "$here/quarry_en.ts" <<'PY'
import re, sys
path = sys.argv[1]
text = open(path, encoding='utf-8').read()
done = re.sub(r'(<source>([^<]*)</source>\n\s*)<translation type="unfinished">[^<]*</translation>',
              r'\1<translation>\2</translation>', text)
if done != text:
    open(path, 'w', encoding='utf-8').write(done)
PY
# One line per message to translate: file, context, source text (line breaks as \n).
python3 - "$root"/translations/*.ts <<'PY'
import os, sys, xml.etree.ElementTree as ET
left = 0
for path in sys.argv[1:]:
    for context in ET.parse(path).getroot().iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            translation = message.find('translation')
            forms = [f.text for f in translation.findall('numerusform')] or [translation.text]
            if translation.get('type') or not all(forms):
                left += 1
                source = message.findtext('source').replace('\n', '\\n')
                plural = ' (plural)' if message.get('numerus') == 'yes' else ''
                print(f'{os.path.basename(path)}\t{name}\t{source}{plural}')
print(f'{left} messages to translate' if left else 'Every message is translated.', file=sys.stderr)
PY
