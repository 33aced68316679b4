#!/usr/bin/python3
"""Reads a running app's accessibility tree over AT-SPI, as a screen reader does.

Usage: atspi_probe.py PID COMMAND...
  PID             the process id of the app; other apps of the same name may be running
  tree            print one JSON object per accessible: depth, role, name, focusable
  press NAME      perform the default action of the push (or toggle) button or tab named NAME
  type NAME TEXT  replace the text of the text field named NAME, as assistive input does
  actions         like content, each node also listing the names of its AT-SPI actions
  act NAME ACTION perform the AT-SPI action named ACTION of the (first) accessible named NAME
Commands run in order; each `tree` is printed after the previous commands took effect.
"""
import json
import sys
import time

import pyatspi
from gi.repository import GLib


def find_app(pid, timeout=10.0):
    """Waits until the process has registered and shows a window, then returns its application."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        for app in pyatspi.Registry.getDesktop(0):
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except GLib.GError:
                pass  # an application that quit while we listed it
        time.sleep(0.2)
    sys.exit(f"process {pid} never exposed a window over AT-SPI")


def walk(node, depth=0, skip_lists=False):
    yield depth, node
    if skip_lists and node.getRoleName() in ("list", "list box"):
        return
    for child in node:
        if child is not None:
            yield from walk(child, depth + 1, skip_lists)


def text_of(node):
    """The text an editable text node holds, as a screen reader reads it; None for others."""
    if node.getRoleName() not in ("text", "entry", "password text"):
        return None
    try:
        text = node.queryText()
        return text.getText(0, text.characterCount)
    except NotImplementedError:
        return None


def action_names(node):
    try:
        action = node.queryAction()
        return [action.getName(i) for i in range(action.nActions)]
    except (NotImplementedError, GLib.GError):
        return []


def print_tree(app, skip_lists=False, with_actions=False):
    for depth, node in walk(app, skip_lists=skip_lists):
        states = node.getState()
        print(json.dumps({
            "actions": action_names(node) if with_actions else None,
            "depth": depth,
            "role": node.getRoleName(),
            "name": node.name,
            "focusable": states.contains(pyatspi.STATE_FOCUSABLE),
            "selected": states.contains(pyatspi.STATE_SELECTED),
            "text": text_of(node),
            "description": node.description or None,
        }, ensure_ascii=False))
    print("---")
    sys.stdout.flush()


def press(app, name):
    # A menu button holds a button of the same name; the one a person can focus is pressed.
    buttons = [node for _, node in walk(app)
               if node.getRoleName() in ("push button", "toggle button", "page tab", "check box", "switch", "menu item")
               and node.name == name]
    buttons.sort(key=lambda node: not node.getState().contains(pyatspi.STATE_FOCUSABLE))
    if not buttons:
        sys.exit(f"no push button named {name!r}")
    buttons[0].queryAction().doAction(0)
    time.sleep(0.5)


def act(app, name, action_name):
    for _, node in walk(app, skip_lists=True):
        if node.name != name:
            continue
        names = action_names(node)
        if action_name in names:
            node.queryAction().doAction(names.index(action_name))
            time.sleep(0.5)
            return
        sys.exit(f"{name!r} has no action {action_name!r}, only {names}")
    sys.exit(f"no accessible named {name!r}")


def wait_for(app, name, timeout=5.0):
    """Waits until an accessible named NAME is in the tree (a popover opening on a busy machine)."""
    deadline = time.time() + timeout
    while time.time() < deadline:
        if any(node.name == name for _, node in walk(app)):
            return
        time.sleep(0.2)


def set_text(app, name, text):
    # Outside lists first (the gallery's long sidebar is one), then everywhere.
    for skip_lists in (True, False):
        for _, node in walk(app, skip_lists=skip_lists):
            if node.getRoleName() == "text" and node.name == name:
                node.queryEditableText().setTextContents(text)
                time.sleep(0.5)
                return
    sys.exit(f"no text field named {name!r}")


def main():
    app = find_app(int(sys.argv[1]))
    time.sleep(0.5)
    arguments = sys.argv[2:]
    while arguments:
        command = arguments.pop(0)
        if command == "tree":
            print_tree(app)
        elif command == "content":
            # The tree without the inside of lists (the gallery's sidebar): quicker to read.
            print_tree(app, skip_lists=True)
        elif command == "actions":
            print_tree(app, skip_lists=True, with_actions=True)
        elif command == "act":
            act(app, arguments.pop(0), arguments.pop(0))
        elif command == "press":
            press(app, arguments.pop(0))
        elif command == "wait":
            wait_for(app, arguments.pop(0))
        elif command == "type":
            set_text(app, arguments.pop(0), arguments.pop(0))
        else:
            sys.exit(f"unknown command {command!r}")


main()
