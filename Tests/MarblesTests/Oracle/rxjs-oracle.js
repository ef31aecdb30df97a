#!/usr/bin/env node
// The RxJS oracle for rxlesson's `--rxjs` and `--subscriptions` rules.
//
// It asks RxJS 7 itself (TestScheduler.parseMarbles and parseMarblesAsSubscriptions, in run
// mode, where one frame is one millisecond) how it reads every diagram below, and prints the
// answers as a Swift file of literal expectations. Regenerate them with:
//
//   apt-get install -y node-inquirer        # Debian ships RxJS 7 in /usr/share/nodejs/rxjs
//   node Tests/MarblesTests/Oracle/rxjs-oracle.js > Tests/MarblesTests/RxJSOracleTable.swift
//
// (RXJS=/path/to/rxjs overrides where RxJS is looked up.) Add a diagram to VALUE_CASES or
// SUBSCRIPTION_CASES, regenerate, and RxJSOracleTests compares our parser with the answer.

'use strict';
const rxjsRoot = process.env.RXJS || '/usr/share/nodejs/rxjs';
const { TestScheduler } = require(rxjsRoot + '/dist/cjs/testing/index.js');
const version = require(rxjsRoot + '/package.json').version;

// [diagram, where it comes from, values dictionary or undefined]
const VALUE_CASES = [
  // The defects this table was written for.
  ['----(-#)', 'own: - inside a group'],
  ['(- )-r', 'own: - and a space inside a group'],
  ['--a--|--b', 'own: a value after completion'],
  ['--#-a-|', 'own: events after an error'],
  ['||', 'own: two completions'],
  ['-a-#-b', 'own'],
  ['--🙈--🙉--🙊--|', 'schedulers/TestScheduler-spec.js (emoji)'],
  ['😀😀', 'own: astral characters'],
  ['-😀^a', 'own: ^ after an astral character'],
  ['👨‍👩‍👧|', 'own: a ZWJ family (5 code points)'],
  ['🇫🇷-', 'own: a flag (2 regional indicators)'],
  ['e\u0301-|', 'own: a combining accent'],
  ['中文-|', 'own: CJK'],
  ['-a-\u2003-b', 'own: an em space is a value'],
  ['a\tb', 'own: a tab is a value'],
  ['a,b', 'own: a comma is a value'],
  ['--(a,b)', 'own: a comma in a group is a value'],
  ['X|', 'own: X is a value'],
  ['.|', 'own'],
  ['   ', 'own: spaces only'],
  ['', 'own: empty'],
  ['(a 10ms b)', 'own: time progression inside a group'],
  ['(a 10ms b)-c', 'own'],
  ['(a 1s b 1s c)|', 'own'],
  ['--(a-b)--|', 'own'],
  ['(10ms a)', 'own: no space before the digits'],
  // Time progression.
  ['10ms a', 'own'],
  [' 10ms a', 'own'],
  ['1.5s a', 'own'],
  ['2m a', 'own'],
  ['a 1000ms b', 'own'],
  ['a  10ms  b', 'own'],
  ['10ms 10ms a', 'own'],
  ['a 10ms ^ b', 'own: ^ counts the characters of a time progression'],
  ['10ms', 'own: no space after the unit'],
  ['a 10ms', 'own: no space after the unit'],
  ['-10ms a', 'own: no space before the digits'],
  ['1m5s a', 'own'],
  ['.5s a', 'own'],
  ['1.s a', 'own'],
  ['10 ms a', 'own'],
  ['10MS a', 'own'],
  ['1 2', 'own'],
  ['10.2ms a', 'own: a fractional frame'],
  ['0.5ms a|', 'own: a fractional frame'],
  ['10.2ms a 1.2s b 1m c|', 'schedulers/TestScheduler-spec.js'],
  // ^ in a value diagram.
  ['--^--a--|', 'own'],
  ['  --^--a', 'own: leading spaces do not count for ^'],
  ['-- ^-a', 'own: an inner space counts for ^'],
  ['^^a', 'own: two ^'],
  ['(a^b)c', 'own: ^ inside a group'],
  ['-(ab)-^-c', 'own: a group before ^ does not group'],
  ['(ab)^', 'own: a group before ^ does not group'],
  ['^(ab)', 'own: a group at time 1'],
  ['^', 'own'],
  ['  ^', 'own'],
  ['x^', 'own'],
  // ! is refused in a value diagram.
  ['--a--!', 'own'],
  ['!', 'own'],
  // Groups RxJS does not check.
  ['(ab', 'own: unclosed group'],
  ['ab)c', 'own: ) without ('],
  ['((a)b)', 'own: nested groups'],
  ['()', 'own: empty group'],
  ['(|a)', 'own'],
  ['(ab)(cd)', 'own'],
  ['(a|)', 'own'],
  ['-->', "own: '>' is a value in RxJS"],
  ['--a-->', "own: '>' is a value in RxJS"],
  ['-a-b// note', "own: '/' is a value in RxJS"],
  ['-a-b-c|', 'own: values dictionary', { a: 'A', b: 'B', c: 'C' }],
  // From RxJS's own specs (dist/spec).
  ['-------a---b---|', 'schedulers/TestScheduler-spec.js', { a: 'A', b: 'B' }],
  ['--a--b--|   ', 'schedulers/TestScheduler-spec.js', { a: 'A', b: 'B' }],
  ['---^---a---b---|', 'schedulers/TestScheduler-spec.js', { a: 'A', b: 'B' }],
  ['-------a---b---#', 'schedulers/TestScheduler-spec.js', { a: 'A', b: 'B' }],
  ['--a--b--c--', 'schedulers/TestScheduler-spec.js'],
  ['---(abc)---', 'schedulers/TestScheduler-spec.js'],
  ['  -a - b -    c |       ', 'schedulers/TestScheduler-spec.js', { a: 'A', b: 'B', c: 'C' }],
  ['    ---------------(s|)      ', 'observables/*-spec.js'],
  [' --------(s|)', 'observables/*-spec.js'],
  ['  -a--(bc)-----------d-------', 'operators/auditTime-spec.js'],
  ['  ----(a|)', 'operators/*-spec.js'],
  ['  ------(xy)------------|', 'operators/*-spec.js'],
  ['  ---1---2---3---(4 )---5---|', 'operators/*-spec.js (a space in a group)'],
  ['  -a--(bc)-------d---------------#', 'operators/auditTime-spec.js'],
  ['       ---a---b---c----d----e----f----g----h----i----(k|)', 'operators/bufferTime-spec.js'],
  ['  (b|)', 'observables/forkJoin-spec.js'],
  ['--^--|', 'Subject-spec.js'],
  ['--^--#', 'Subject-spec.js'],
  ['--^--x--|', 'spec'],
  ['-a-^-|', 'spec'],
  ['-b-^-c-|', 'spec'],
  ['-a-^-b-|', 'spec'],
  ['--a--^--b--c--|', 'spec'],
  ['---e-^---f--g--|', 'spec'],
  [' --a--^--b---|', 'observables/combineLatest-spec.js'],
  [' -----^--------#', 'observables/combineLatest-spec.js'],
  ['--a--^--b--c---d-| ', 'observables/combineLatest-spec.js'],
  [' ^--------s--', 'observables/dom/animationFrames-spec.js'],
  ['#', 'Notification-spec.js'],
  ['  ------#', 'observables/combineLatest-spec.js'],
  ['-a-^--b--#', 'spec'],
  ['---^-----#', 'spec'],
  ['----a---b---c----d---e----#', 'deprecation-equivalents/multicasting-deprecations-spec.js'],
  [' -a--b-----c-d-e-|', 'spec'],
  [' --1--2-3-4---|   ', 'spec'],
  ['        -0-1-|', 'spec'],
  ['--1-2---3-4--5-|', 'spec'],
  ['            --1--2--3--|', 'spec'],
  ['   ---1---2---3---  ', 'spec'],
  [' ------x-----y-----z----|', 'spec'],
];

const SUBSCRIPTION_CASES = [
  ['^--!', 'own'],
  ['--^--', 'own: the frame of ^ is kept'],
  ['--!', 'own: ! without ^'],
  ['', 'own'],
  ['   ', 'own'],
  ['^!', 'own'],
  ['!^', 'own: ! takes no frame'],
  ['--!--^', 'own'],
  ['(^--!)', 'own: - inside a group'],
  ['--(^)--!', 'own'],
  ['--(-^)--!', 'own: ^ in a group is at the group frame'],
  ['(!^)', 'own'],
  [')^', 'own'],
  ['((^)!)', 'own'],
  ['^ 10ms !', 'own'],
  ['^ 1.5s !', 'own'],
  ['^ 2m !', 'own'],
  ['^10ms !', 'own: no space before the digits'],
  ['10ms ^', 'own'],
  ['^ 0.5ms !', 'own: a fractional frame'],
  ['a', 'own'],
  ['--^--a', 'own'],
  ['^--|', 'own'],
  ['^--#', 'own'],
  ['😀^', 'own'],
  ['^ // note', "own: '/' is refused in RxJS"],
  ['---^---!-', 'schedulers/TestScheduler-spec.js'],
  ['---^-', 'schedulers/TestScheduler-spec.js'],
  ['---(^!)-', 'schedulers/TestScheduler-spec.js'],
  ['  - -  - -  ^ -   - !  -- -      ', 'schedulers/TestScheduler-spec.js'],
  ['10.2ms ^ 1.2s - 1m !', 'schedulers/TestScheduler-spec.js'],
  ['---^-^-!-', 'schedulers/TestScheduler-spec.js'],
  ['---^---!-!', 'schedulers/TestScheduler-spec.js'],
  ['  (^!)', 'observables/combineLatest-spec.js'],
  ['  (^!)        ', 'observables/merge-spec.js'],
  ['  ^-------------------!', 'Observable-spec.js'],
  ['  ------------^--------!', 'spec'],
  ['        ^------------!   ', 'spec'],
  ['   --------------------^----!         ', 'spec'],
  ['  ^--', 'spec'],
  ['   --^-----------!      ', 'spec'],
  ['  --------^----!        ', 'spec'],
  ['      ^---------------------------!', 'spec'],
];

function runMode(body) {
  const scheduler = new TestScheduler(() => {});
  let result;
  scheduler.run(() => { result = body(); }); // run mode: frameTimeFactor 1, spaces take no time
  return result;
}

function swiftString(text) {
  let out = '"';
  for (const c of text) {
    const cp = c.codePointAt(0);
    if (c === '"' || c === '\\') out += '\\' + c;
    else if (cp < 0x20 || cp === 0x7f || (cp >= 0x300 && cp < 0x370) || cp === 0x200d || cp === 0x2003 ||
             (cp >= 0xfe00 && cp <= 0xfe0f)) out += '\\u{' + cp.toString(16).toUpperCase() + '}';
    else out += c;
  }
  return out + '"';
}
const swiftNumber = (n) => (n === Infinity ? 'nil' : String(n));
function swiftValues(values) {
  if (!values) return 'nil';
  return '[' + Object.keys(values).map((k) => swiftString(k) + ': ' + swiftString(values[k])).join(', ') + ']';
}

const lines = [];
lines.push('// Generated by Tests/MarblesTests/Oracle/rxjs-oracle.js from RxJS ' + version + '; do not edit by hand.');
lines.push('// Each answer is what RxJS itself returned, in run mode (one frame = one millisecond).');
lines.push('');
lines.push('/// RxJS ' + version + ': `TestScheduler.parseMarbles(diagram, values, undefined, undefined, true)`.');
lines.push('let rxjsValueOracle: [RxJSValueCase] = [');
for (const [diagram, source, values] of VALUE_CASES) {
  let answer;
  try {
    const messages = runMode(() => TestScheduler.parseMarbles(diagram, values, undefined, undefined, true));
    answer = '.events([' + messages.map((m) => {
      const n = m.notification;
      if (n.kind === 'N') return '.next(' + m.frame + ', ' + (n.value === undefined ? 'nil' : swiftString(String(n.value))) + ')';
      if (n.kind === 'E') return '.error(' + m.frame + ')';
      return '.completed(' + m.frame + ')';
    }).join(', ') + '])';
  } catch (e) {
    answer = '.refused(' + swiftString(e.message) + ')';
  }
  lines.push('    RxJSValueCase(' + swiftString(diagram) + ', values: ' + swiftValues(values) + ', ' + answer + ', from: ' + swiftString(source) + '),');
}
lines.push(']');
lines.push('');
lines.push('/// RxJS ' + version + ': `TestScheduler.parseMarblesAsSubscriptions(diagram, true)`; nil is Infinity.');
lines.push('let rxjsSubscriptionOracle: [RxJSSubscriptionCase] = [');
for (const [diagram, source] of SUBSCRIPTION_CASES) {
  let answer;
  try {
    const log = runMode(() => TestScheduler.parseMarblesAsSubscriptions(diagram, true));
    answer = '.frames(subscribed: ' + swiftNumber(log.subscribedFrame) + ', unsubscribed: ' + swiftNumber(log.unsubscribedFrame) + ')';
  } catch (e) {
    answer = '.refused(' + swiftString(e.message) + ')';
  }
  lines.push('    RxJSSubscriptionCase(' + swiftString(diagram) + ', ' + answer + ', from: ' + swiftString(source) + '),');
}
lines.push(']');
process.stdout.write(lines.join('\n') + '\n');
