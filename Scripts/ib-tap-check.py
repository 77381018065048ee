#!/usr/bin/env python3
"""The tap check (issue 40): every checked tap on a folder of Interface Builder files hits what
iOS hits. docs/interface-builder.md ("The tap check") says how to run it and what it found.

The reference is written from UIKit's documented hit-test rules (`UIView.hitTest(_:with:)`:
a view that is hidden, has user interaction disabled or alpha below 0.01 is ignored; a point
outside the view's bounds (`point(inside:with:)`) is not searched below it, so a subview
outside its superview is never reached; subviews are asked front (last) to back) over Apple's
stored frames (each element's `<rect key="frame">` in the file, written by Xcode's own Auto
Layout engine), parsed here with Python's XML reader, independent of TouchLab's code.

For each view whose stored frame TouchLab reproduces (its on-screen rectangle in
`touchlab describe --format json` equals the stored one within 0.5 pt), one tap at a point of
it that no view in front covers (and whose reference answer does not change 1 pt away in any
direction); TouchLab's hit view is the trace's `hitView`/`importedView` record of that tap
(`touchlab trace FILE --scene S --tap x,y ... --format json`, the taps of a scene in one run,
split where a tap changes the scene: a segue, a presentation, a first responder).

A tap is left out, and counted, where the reference cannot know what iOS hits:
  - a view of a custom class is asked (its own hitTest/point(inside:) may differ; code not given)
  - the point is in the scene's container's bar (navigation bar, toolbar, tab bar: not in the scene)
  - a view at the point is not where the file stores it in TouchLab (its constraints are
    ambiguous: the stored frame is Interface Builder's guess, not a determined answer)
  - the point is in a table of static cells, or a list whose cells come from a data source
    (the cells are placed by the table at run time, not by the file)

Usage: Scripts/ib-tap-check.py [--touchlab BINARY] [--out OUT.json] [--only TEXT] FOLDER
Exit status: 0 when every checked tap agrees and at least one was checked; 1 otherwise.
"""
import argparse, collections, json, os, subprocess, sys
import xml.etree.ElementTree as ET

PACKAGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
parser = argparse.ArgumentParser(
    description="Check TouchLab's taps on Interface Builder files against UIKit's hit-test rules "
                "over the files' stored frames (docs/interface-builder.md#the-tap-check).")
parser.add_argument("folder", help="a folder of .storyboard and .xib files (searched recursively)")
parser.add_argument("--touchlab", default=os.path.join(PACKAGE, ".build/debug/touchlab"),
                    help="the touchlab binary (default: this package's debug build)")
parser.add_argument("--out", help="also write the counts, the taps left out and every differing tap as JSON")
parser.add_argument("--only", help="check only the files whose path contains this text")
ARGS = parser.parse_args()
ROOT = os.path.abspath(ARGS.folder)
BINARY = ARGS.touchlab
ONLY = ARGS.only


def run(args):
    p = subprocess.run([BINARY] + args, capture_output=True, text=True, timeout=300)
    return p.returncode, p.stdout, p.stderr


def files(root):
    """The .storyboard and .xib files under root, in a fixed order."""
    found = []
    for folder, subfolders, names in os.walk(root):
        subfolders.sort()
        for name in sorted(names):
            if name.endswith((".storyboard", ".xib")):
                found.append(os.path.join(folder, name))
    return sorted(found)


# ---------------------------------------------------------------- the reference, from the file

class RView:
    def __init__(self, el, parent, abs_x, abs_y, w, h, order):
        self.el, self.parent = el, parent
        self.id = el.get("id")
        self.name = el.tag
        self.x, self.y, self.w, self.h = abs_x, abs_y, w, h
        self.order = order  # paint order (preorder): later is in front
        self.subviews = []
        self.custom = el.get("customClass")
        self.hidden = el.get("hidden") == "YES"
        # Apple, UIActivityIndicatorView.hidesWhenStopped: "the receiver sets its isHidden
        # property to true when it isn't animating".
        if el.tag == "activityIndicatorView" and el.get("hidesWhenStopped") == "YES" \
                and el.get("animating") != "YES":
            self.hidden = True
        self.interaction = el.get("userInteractionEnabled") != "NO"
        alpha = el.get("alpha")
        self.alpha = float(alpha) if alpha is not None else 1.0

    def contains(self, px, py):  # CGRect.contains: min edges in, max edges out
        return self.x <= px < self.x + self.w and self.y <= py < self.y + self.h

    def ancestors(self):
        v = self.parent
        while v is not None:
            yield v
            v = v.parent


LIST_CONTENT_KEYS = {"tableHeaderView", "tableFooterView", "backgroundView"}


def children_of(el):
    """The element's subviews in UIKit's order: a cell's content view first, then <subviews>,
    then a table's header and footer views (subviews of the table on iOS)."""
    out = []
    for c in el:
        if c.get("key") == "contentView":
            out.append(c)
    for c in el:
        if c.tag == "subviews":
            out.extend(list(c))
    for c in el:
        if c.get("key") in ("tableHeaderView", "tableFooterView"):
            out.append(c)
    return out


def frame_of(el):
    for c in el:
        if c.tag == "rect" and c.get("key") == "frame":
            return [float(c.get(k, "0")) for k in ("x", "y", "width", "height")]
    return None


def embedded_views(tree):
    """{controller id: its view element}: what an embed segue puts in a container view."""
    out = {}
    for ctrl in tree.iter():
        if ctrl.get("sceneMemberID") == "viewController":
            view = next((c for c in ctrl if c.get("key") == "view"), None)
            if view is not None:
                out[ctrl.get("id")] = view
    return out


def build(root_el, embeds=None):
    """The views of a scene with their on-screen rectangles, in paint order. A container view's
    embed segue adds the destination scene's view as its last subview, filling it (Apple,
    "Creating a custom container view controller": the child's view is added to the container's
    hierarchy; Interface Builder's embed does so as the scene loads)."""
    views = []
    embeds = embeds or {}

    def walk(el, parent, ox, oy, frame=None, depth=0):
        f = frame or frame_of(el) or [0, 0, 0, 0]
        if parent is None:
            f = [0, 0, f[2], f[3]]  # the root view is the screen
        v = RView(el, parent, ox + f[0], oy + f[1], f[2], f[3], len(views))
        views.append(v)
        for c in children_of(el):
            v.subviews.append(walk(c, v, v.x, v.y, depth=depth))  # bounds origin 0: scroll views at offset 0
        if el.tag == "containerView" and depth < 8:
            for segue in el.iter("segue"):
                child = embeds.get(segue.get("destination")) if segue.get("kind") == "embed" else None
                if child is not None:
                    v.subviews.append(walk(child, v, v.x, v.y, [0, 0, v.w, v.h], depth + 1))
        return v

    walk(root_el, None, 0, 0)
    return views


def ref_hit(root, px, py):
    """UIView.hitTest(_:with:) over the stored frames; also the views whose hitTest was asked."""
    asked = []

    def hit(v):
        asked.append(v)
        if v.hidden or not v.interaction or v.alpha < 0.01:
            return None
        if not v.contains(px, py):
            return None
        for s in reversed(v.subviews):
            r = hit(s)
            if r is not None:
                return r
        return v

    return hit(root), asked


# ---------------------------------------------------------------- scenes and their containers

def scene_roots(tree, is_storyboard):
    """{scene id: (root view element, controller element or None)} as TouchLab names scenes."""
    out = {}
    objects_parent = tree.getroot()
    if is_storyboard:
        for scene in tree.iter("scene"):
            objs = scene.find("objects")
            if objs is None:
                continue
            for ctrl in objs:
                if ctrl.get("sceneMemberID") != "viewController":
                    continue
                view = next((c for c in ctrl if c.get("key") == "view"), None)
                if view is not None:
                    out[ctrl.get("id")] = (view, ctrl)
    else:
        objs = objects_parent.find("objects")
        for c in objs if objs is not None else []:
            if c.tag not in ("placeholder",) and frame_of(c) is not None:
                out[c.get("id")] = (c, None)
    return out


def bar_rects(tree, controller_id):
    """Rectangles of the bars of the containers holding the scene (not in the scene's file part)."""
    rects = []
    for ctrl in tree.iter():
        if ctrl.tag not in ("navigationController", "tabBarController"):
            continue
        holds = any(s.get("kind") == "relationship" and s.get("destination") == controller_id
                    for s in ctrl.iter("segue"))
        if not holds:
            continue
        for c in ctrl:
            key = c.get("key")
            if key == "navigationBar" and ctrl.get("navigationBarHidden") != "YES":
                # The bar sits below the status bar on iOS; a file may store it at y = 0 (its
                # place in the controller's own view): the band down to its bottom plus the
                # tallest status bar (59 pt) is left out then.
                r = frame_of(c)
                if r and r[1] == 0:
                    r = [0, 0, max(r[2], 10000), r[3] + 59]
                rects.append(("navigationBar", r))
            elif key == "toolbar" and ctrl.get("toolbarHidden") == "NO":
                rects.append(("toolbar", frame_of(c)))
            elif key == "tabBar":
                rects.append(("tabBar", frame_of(c)))
    return [(k, r) for k, r in rects if r]


# ---------------------------------------------------------------- TouchLab's side

def touchlab_frames(doc):
    """{ibID: screenFrame} from describe --format json."""
    out = {}

    def walk(n):
        if n.get("ibID") and "screenFrame" in n:
            f = n["screenFrame"]
            out.setdefault(n["ibID"], (f["x"], f["y"], f["width"], f["height"]))
        for c in n.get("subviews", []) or []:
            walk(c)

    for w in doc.get("windows", []):
        walk(w)
    return out


STATE_KINDS = {"segue", "present", "dismiss", "navigation", "firstResponder", "keyboard", "menu"}


def touchlab_hits(f, scene, points):
    """TouchLab's hit view (IB object id, or its TouchLab id) for each tap, in as few runs as
    the scene allows: a tap whose records change the scene ends a run; the rest run again."""
    hits = [None] * len(points)
    start = 0
    runs = 0
    while start < len(points):
        args = ["trace", f, "--scene", scene, "--format", "json"]
        for (x, y) in points[start:]:
            args += ["--tap", "%g,%g" % (x, y)]
        rc, out, err = run(args)
        runs += 1
        if rc not in (0, 1) or not out.strip().startswith("{"):
            for i in range(start, len(points)):
                hits[i] = ("error", err.strip()[:200])
            break
        records = json.loads(out)["records"]
        tap = -1
        changed_at = None
        pending = None
        for r in records:
            k = r["kind"]
            if k == "pointer" and r.get("pointerKind") == "down":
                tap += 1
            elif k == "hitView" and tap >= 0:
                pending = r["view"]
                hits[start + tap] = ("id", pending)
            elif k == "importedView" and tap >= 0 and pending == r.get("view") and r.get("ibID"):
                hits[start + tap] = ("ib", r["ibID"])
            elif tap >= 0 and any(s.lower() in k.lower() for s in STATE_KINDS):
                changed_at = tap
                break
        if changed_at is None:
            break
        start = start + changed_at + 1
    return hits, runs


# ---------------------------------------------------------------- the run

def inside_moved(o, point, tl):
    """Whether view o, which TouchLab places elsewhere than the file stores it (or not at all),
    holds the point in either place: then the reference and TouchLab hit-test different
    geometry there, and the file's constraints (ambiguous) do not say which is iOS's."""
    got = tl.get(o.id)
    if got is not None and all(abs(a - b) <= 0.5 for a, b in zip(got, (o.x, o.y, o.w, o.h))):
        return False
    px, py = point
    if o.contains(px, py):
        return True
    return got is not None and got[0] <= px < got[0] + got[2] and got[1] <= py < got[1] + got[3]


def candidate_points(v):
    # Centre first, then a 9 × 9 grid, each at least 1.5 pt inside the view's edges.
    pts = [(v.x + v.w / 2, v.y + v.h / 2)]
    for i in range(9):
        for j in range(9):
            pts.append((v.x + v.w * (i + 0.5) / 9, v.y + v.h * (j + 0.5) / 9))
    return [(round(x * 2) / 2, round(y * 2) / 2) for x, y in pts
            if v.x + 1.5 <= x <= v.x + v.w - 1.5 and v.y + 1.5 <= y <= v.y + v.h - 1.5]


def covered(v, px, py, views):
    """Whether a view in front of v (later in paint order, not v's ancestor) is drawn at the point."""
    anc = set(a.order for a in v.ancestors())
    for o in views[v.order + 1:]:
        if o.order in anc or o.hidden or o.alpha < 0.01:
            continue
        if o.contains(px, py) and all(a.contains(px, py) for a in o.ancestors()):
            return True
    return False


def main():
    stats = collections.Counter()
    left_out = collections.Counter()
    differ = []
    per_scene = []
    for f in files(ROOT):
        if ONLY and ONLY not in f:
            continue
        try:
            tree = ET.parse(f)
        except ET.ParseError:
            stats["files the reference cannot parse"] += 1
            continue
        is_sb = tree.getroot().get("type", "").endswith("Storyboard.XIB")
        roots = scene_roots(tree, is_sb)
        rc, out, err = run(["describe", f, "--scenes"])
        if rc != 0:
            continue
        for scene in [l.split()[0] for l in out.splitlines() if l.strip()]:
            if scene not in roots:
                stats["scenes without a view in the reference"] += 1
                continue
            rc, out, err = run(["describe", f, "--scene", scene, "--format", "json"])
            if rc != 0:
                stats["scenes TouchLab does not open"] += 1
                continue
            stats["scenes"] += 1
            tl = touchlab_frames(json.loads(out))
            root_el, ctrl = roots[scene]
            views = build(root_el, embedded_views(tree))
            root = views[0]
            bars = bar_rects(tree, scene) if ctrl is not None else []
            static_lists = [v for v in views if v.name == "tableView" and v.el.get("dataMode") == "static"]
            data_lists = [v for v in views if v.name in ("tableView", "collectionView")
                          and v.el.get("dataMode") != "static"]
            taps = []  # (view, point, ref hit, reason left out or None)
            for v in views:
                stats["views"] += 1
                got = tl.get(v.id)
                if got is None:
                    stats["views TouchLab does not show"] += 1
                    continue
                if any(abs(a - b) > 0.5 for a, b in zip(got, (v.x, v.y, v.w, v.h))):
                    stats["views whose frame TouchLab does not reproduce"] += 1
                    continue
                stats["views reproduced"] += 1
                point = None
                for (px, py) in candidate_points(v):
                    if not all(a.contains(px, py) for a in v.ancestors()):
                        continue
                    if covered(v, px, py, views):
                        continue
                    h, _ = ref_hit(root, px, py)
                    if all(ref_hit(root, px + dx, py + dy)[0] is h
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                        point = (px, py)
                        break
                if point is None:
                    stats["views with no uncovered, stable point"] += 1
                    continue
                h, asked = ref_hit(root, *point)
                reason = None
                if any(r[0] <= point[0] < r[0] + r[2] and r[1] <= point[1] < r[1] + r[3] for _, r in bars):
                    reason = "in the container's bar (not in the scene)"
                elif any(l.contains(*point) and all(a.contains(*point) for a in l.ancestors())
                         for l in static_lists):
                    reason = "in a table of static cells (placed by the table)"
                elif any(l.contains(*point) and all(a.contains(*point) for a in l.ancestors())
                         for l in data_lists):
                    reason = "in a list whose cells come from a data source"
                elif any(o.id not in tl and o.contains(*point) and all(a.contains(*point) for a in o.ancestors())
                         for o in views):
                    reason = "a view TouchLab does not show is at the point (listed by describe --unsupported)"
                elif any(inside_moved(o, point, tl) for o in views):
                    reason = "a view at the point is not where the file stores it in TouchLab (ambiguous constraints)"
                elif any(a.custom for a in asked):
                    reason = "a view of a custom class is asked (its hitTest is its code's)"
                taps.append((v, point, h, reason))
            checked = [t for t in taps if t[3] is None]
            for t in taps:
                if t[3]:
                    left_out[t[3]] += 1
            hits, runs = touchlab_hits(f, scene, [t[1] for t in checked])
            stats["trace runs"] += runs
            agree = 0
            for (v, point, h, _), got in zip(checked, hits):
                stats["taps checked"] += 1
                expected = h.id if h is not None else None
                if got is not None and got[0] == "ib" and got[1] == expected:
                    stats["taps agreeing"] += 1
                    agree += 1
                else:
                    stats["taps differing"] += 1
                    differ.append({"file": f[len(ROOT) + 1:], "scene": scene, "target": v.id,
                                   "point": point, "reference": expected,
                                   "referenceClass": h.name if h else None, "touchlab": got})
            per_scene.append({"file": f[len(ROOT) + 1:], "scene": scene, "taps": len(taps),
                              "checked": len(checked), "agree": agree})
    if ARGS.out:
        with open(ARGS.out, "w") as out:
            json.dump({"stats": stats, "leftOut": left_out, "differ": differ, "perScene": per_scene}, out,
                      indent=1)
    for k, v in stats.items():
        print("%-50s %d" % (k, v))
    print("taps left out, by reason:")
    for k, v in left_out.most_common():
        print("  %4d  %s" % (v, k))
    print("differing taps:")
    for d in differ:
        print("  %s [%s] tap %s on %s: reference %s (%s), TouchLab %s" % (
            d["file"], d["scene"], d["point"], d["target"], d["reference"], d["referenceClass"], d["touchlab"]))
    # Non-zero when a tap differs, or when nothing could be checked (a wrong folder or binary).
    return 1 if differ or stats["taps checked"] == 0 else 0


sys.exit(main())
