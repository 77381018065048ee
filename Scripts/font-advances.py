#!/usr/bin/env python3
# The advance widths of a TrueType font for U+0020-U+007E (cmap format 4, hmtx), printed as
# units-per-em and a list: the table of Sources/TouchKit/AutoLayout/TextMetrics.swift, from
#   python3 Scripts/font-advances.py /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf
import struct, sys
def table(data, tag):
    n = struct.unpack('>H', data[4:6])[0]
    for i in range(n):
        t, _, off, ln = struct.unpack('>4sIII', data[12+16*i:28+16*i])
        if t.decode() == tag: return data[off:off+ln]
data = open(sys.argv[1], 'rb').read()
head = table(data, 'head'); upem = struct.unpack('>H', head[18:20])[0]
hhea = table(data, 'hhea'); nhm = struct.unpack('>H', hhea[34:36])[0]
hmtx = table(data, 'hmtx')
cmap = table(data, 'cmap')
nsub = struct.unpack('>H', cmap[2:4])[0]
glyph = {}
for i in range(nsub):
    pid, eid, off = struct.unpack('>HHI', cmap[4+8*i:12+8*i])
    if pid == 3 and eid == 1:
        sub = cmap[off:]
        assert struct.unpack('>H', sub[0:2])[0] == 4
        segx2 = struct.unpack('>H', sub[6:8])[0]; seg = segx2//2
        ends = struct.unpack('>%dH'%seg, sub[14:14+segx2])
        starts = struct.unpack('>%dH'%seg, sub[16+segx2:16+2*segx2])
        deltas = struct.unpack('>%dh'%seg, sub[16+2*segx2:16+3*segx2])
        roff_pos = 16+3*segx2
        roffs = struct.unpack('>%dH'%seg, sub[roff_pos:roff_pos+segx2])
        for c in range(32, 127):
            for k in range(seg):
                if starts[k] <= c <= ends[k]:
                    if roffs[k] == 0: g = (c + deltas[k]) & 0xFFFF
                    else:
                        p = roff_pos + 2*k + roffs[k] + 2*(c - starts[k])
                        g = struct.unpack('>H', sub[p:p+2])[0]
                        if g: g = (g + deltas[k]) & 0xFFFF
                    glyph[c] = g; break
def adv(g):
    g = min(g, nhm-1); return struct.unpack('>H', hmtx[4*g:4*g+2])[0]
print(upem, [adv(glyph[c]) for c in range(32,127)])
