#!/usr/bin/env python3
"""Sanity checks for the console-log corpus (corpus.json + NN-slug.log files).

Run from anywhere:  python3 Tests/Fixtures/console-logs/check_corpus.py
Exits 0 when every check passes, 1 otherwise (each failure is printed).

Checks:
  * corpus.json is an array of objects with the documented keys and types;
  * every file exists, file names are NN-slug.log with NN = 01, 02, ... in order,
    and every .log file in the folder is described in corpus.json;
  * every address in `listed` and the `broken` address occur in the file;
  * `listed` is exactly the addresses of the first constraint list, in order
    (re-derived here independently of the tool that wrote corpus.json);
  * `broken` is in `listed`, unless the entry records the anomaly
    'broken-not-in-list' (the log itself breaks that rule) or 'no-list'
    (the paste has no list at all);
  * `conflicts` equals the number of "Unable to simultaneously satisfy" headers;
  * redacted entries contain "<private>" and have no addresses;
  * corpus-level minimums: >= 45 logs, >= 40 non-redacted, >= 5 AppKit,
    >= 3 redacted, >= 1 truncated;
  * no absolute local path appears in any log.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
KEYS = {
    'file': str, 'source': str, 'platform': str, 'redacted': bool,
    'truncated': bool, 'conflicts': int, 'listed': list,
    'broken': (str, type(None)), 'features': list, 'notes': str,
}
ADDR = re.compile(r'^0x[0-9a-fA-F]+$')
NAME = re.compile(r'^(\d\d)-[a-z0-9]+(?:-[a-z0-9]+)*\.log$')
# A list entry: at the start of a line (or after ',' / '(' in flattened pastes),
# optional quote, one or more '<', a constraint class ending in 'Constraint',
# ':' and a complete hexadecimal address.
ENTRY = re.compile(r'(?:^|[,(])[ \t]*["\u201c]?<+ ?([A-Za-z_][\w.]*Constraint): ?(0x[0-9a-fA-F]+)(?=[^0-9a-fA-F]|$)', re.M)
CONSTRAINT = re.compile(r'<+ ?([A-Za-z_][\w.]*Constraint): ?(0x[0-9a-fA-F]+)')
WILL = re.compile(r'Will attempt to recover by breaking')
LOCAL_PATH = re.compile(r'/(?:Users|home|tmp|work|private/var)/')


def first_list_and_broken(text):
    wills = [m.start() for m in WILL.finditer(text)]
    recovery = set()
    for w in wills:
        m = CONSTRAINT.search(text, w)
        if m:
            recovery.add(m.start(1))
    entries = [(m.start(1), m.group(2)) for m in ENTRY.finditer(text)
               if m.start(1) not in recovery]
    start = entries[0][0] if entries else 0
    listed = []
    if entries:
        end = next((w for w in wills if w > start), len(text))
        listed = [a for p, a in entries if start <= p < end]
    broken = None
    w = next((w for w in wills if w >= start), None)
    if w is not None:
        m = CONSTRAINT.search(text, w)
        if m and m.end(2) < len(text):   # an address cut by the end of the paste is no address
            broken = m.group(2)
    return listed, broken


def main():
    errors = []

    def fail(msg):
        errors.append(msg)

    with open(os.path.join(HERE, 'corpus.json'), encoding='utf-8') as fh:
        corpus = json.load(fh)
    if not isinstance(corpus, list):
        print('corpus.json is not an array')
        return 1

    described = set()
    for i, e in enumerate(corpus, start=1):
        tag = e.get('file', '#%d' % i)
        for k, t in KEYS.items():
            if k not in e:
                fail('%s: missing key %r' % (tag, k))
            elif not isinstance(e[k], t):
                fail('%s: key %r has type %s' % (tag, k, type(e[k]).__name__))
        if any(k not in e or not isinstance(e[k], KEYS[k]) for k in KEYS):
            continue
        described.add(e['file'])
        m = NAME.match(e['file'])
        if not m:
            fail('%s: file name is not NN-slug.log' % tag)
        elif int(m.group(1)) != i:
            fail('%s: expected number %02d' % (tag, i))
        if e['platform'] not in ('UIKit', 'AppKit'):
            fail('%s: platform %r' % (tag, e['platform']))
        if not e['source'].startswith(('http://', 'https://')):
            fail('%s: source is not a URL' % tag)
        path = os.path.join(HERE, e['file'])
        if not os.path.isfile(path):
            fail('%s: file does not exist' % tag)
            continue
        with open(path, encoding='utf-8') as fh:
            text = fh.read()
        if not text.strip():
            fail('%s: empty file' % tag)
        if LOCAL_PATH.search(text):
            fail('%s: contains an absolute local path' % tag)
        anomalies = e.get('anomalies', [])

        for a in e['listed']:
            if not isinstance(a, str) or not ADDR.match(a):
                fail('%s: listed entry %r is not an address' % (tag, a))
            elif a not in text:
                fail('%s: listed address %s not in file' % (tag, a))
        b = e['broken']
        if b is not None:
            if not ADDR.match(b):
                fail('%s: broken %r is not an address' % (tag, b))
            elif b not in text:
                fail('%s: broken address %s not in file' % (tag, b))
            if e['listed']:
                if b not in e['listed'] and 'broken-not-in-list' not in anomalies:
                    fail('%s: broken %s not in listed' % (tag, b))
                if b in e['listed'] and 'broken-not-in-list' in anomalies:
                    fail('%s: anomaly broken-not-in-list recorded but broken is listed' % tag)
            elif 'no-list' not in anomalies:
                fail('%s: broken given but no list and no "no-list" anomaly' % tag)

        n = text.count('Unable to simultaneously satisfy')
        if n != e['conflicts']:
            fail('%s: conflicts %d but file has %d headers' % (tag, e['conflicts'], n))

        if e['redacted']:
            if '<private>' not in text:
                fail('%s: redacted but no <private> in file' % tag)
            if e['listed'] or e['broken'] is not None:
                fail('%s: redacted entry must have no addresses' % tag)
        else:
            listed, broken = first_list_and_broken(text)
            if listed != e['listed']:
                fail('%s: listed differs from the first list in the file: %s' % (tag, listed))
            if broken != e['broken']:
                fail('%s: broken differs from the file: %s' % (tag, broken))
        if e['truncated'] is False and 'truncated' in e['features']:
            fail('%s: feature "truncated" on a non-truncated entry' % tag)

    on_disk = {f for f in os.listdir(HERE) if f.endswith('.log')}
    for f in sorted(on_disk - described):
        fail('%s: not described in corpus.json' % f)

    total = len(corpus)
    non_redacted = sum(1 for e in corpus if not e.get('redacted'))
    appkit = sum(1 for e in corpus if e.get('platform') == 'AppKit')
    redacted = sum(1 for e in corpus if e.get('redacted'))
    truncated = sum(1 for e in corpus if e.get('truncated'))
    for label, value, minimum in (('logs', total, 45), ('non-redacted logs', non_redacted, 40),
                                  ('AppKit logs', appkit, 5), ('redacted logs', redacted, 3),
                                  ('truncated logs', truncated, 1)):
        if value < minimum:
            fail('corpus: %d %s, need at least %d' % (value, label, minimum))

    for msg in errors:
        print('FAIL', msg)
    print('%d logs (%d UIKit, %d AppKit), %d non-redacted, %d redacted, %d truncated, '
          '%d with a broken constraint: %s' % (
              total, total - appkit, appkit, non_redacted, redacted, truncated,
              sum(1 for e in corpus if e.get('broken')),
              'OK' if not errors else '%d failure(s)' % len(errors)))
    return 1 if errors else 0


if __name__ == '__main__':
    sys.exit(main())
