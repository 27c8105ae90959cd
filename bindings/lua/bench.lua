-- The Lua binding beside C on the same hands: `lua5.4 bench.lua HANDS C_TIMES`, where HANDS
-- is written by `cbench write` and C_TIMES is what `cbench time HANDS` printed (make bench
-- does both). Prints per-call times and the batch's time per row, with the issue's ratios:
-- a check at most 2x the C call plus Lua's own call overhead (a call of hupai.version()), a
-- batch at least 0.8x the C batch's throughput.
local hupai = require("hupai")

local hands_path, c_times_path = arg[1], arg[2]

-- Wall time in seconds from /proc/uptime, in 10 ms steps: os.clock() is processor time,
-- which the batch's threads would add up.
local function wall()
  local f = assert(io.open("/proc/uptime"))
  local seconds = f:read("n")
  f:close()
  return seconds
end

local hands, tables, rows = {}, {}, {}
for line in io.lines(hands_path) do
  local hand, digits = line:match("^(%S+) (%d+)$")
  local t = {}
  for k = 1, 34 do t[k] = tonumber(digits:sub(k, k)) end
  hands[#hands + 1], tables[#tables + 1] = hand, t
  rows[#rows + 1] = digits:gsub("%d", function(d) return string.char(tonumber(d)) end)
end
rows = table.concat(rows)
local c_times = {}
for line in io.lines(c_times_path) do
  local key, value = line:match("^(%S+) (%S+)$")
  c_times[key] = tonumber(value)
end

local c = assert(hupai.checker(""))
local n = #hands

-- Runs pass() (one pass over every hand, on this thread alone) for at least a second:
-- nanoseconds per hand of the fastest pass, as cbench measures C (os.clock() is processor
-- time in microseconds, which is this thread's time here).
local function time_per_hand(pass)
  local fastest, result, start = math.huge, nil, os.clock()
  repeat
    local before = os.clock()
    result = pass()
    fastest = math.min(fastest, os.clock() - before)
  until os.clock() - start >= 1.0
  return fastest * 1e9 / n, result
end

-- The batch runs on the library's threads, so it is timed by the wall clock: passes for a
-- quarter of a second at a time, the fastest of four such windows (the clock's steps are too
-- coarse for single passes).
local function time_batch(pass)
  local fastest, result = math.huge, nil
  for _ = 1, 4 do
    local passes, start = 0, wall()
    repeat
      result = pass()
      passes = passes + 1
    until wall() - start >= 0.25
    fastest = math.min(fastest, (wall() - start) / passes)
  end
  return fastest * 1e9 / n, result
end

local overhead = time_per_hand(function()
  local version = hupai.version
  for _ = 1, n do version() end
end)
local check_ns, complete = time_per_hand(function()
  local k = 0
  for i = 1, n do if c:is_complete(hands[i]) then k = k + 1 end end
  return k
end)
local counts_ns = time_per_hand(function()
  for i = 1, n do c:is_complete_counts(tables[i], 0) end
end)
local batch_ns, batch_complete = time_batch(function()
  local _, k = c:is_complete_batch(rows)
  return k
end)
assert(complete == c_times.complete and batch_complete == complete,
       "Lua and C disagree on the hands")

print(("lua bench: %d hands (%d complete), %s beside C through hupai.h"):format(
  n, complete, _VERSION))
print(("  call overhead (hupai.version())   %8.1f ns"):format(overhead))
local bound = 2 * c_times.check_ns + overhead
print(("  is_complete(text)        Lua %8.1f ns   C %8.1f ns   Lua / (2 C + overhead) %.2f %s"):format(
  check_ns, c_times.check_ns, check_ns / bound, check_ns <= bound and "(<= 1: ok)" or "(> 1: over)"))
print(("  is_complete_counts(t34)  Lua %8.1f ns   C %8.1f ns   (a table of 34 read per call)"):format(
  counts_ns, c_times.counts_ns))
local ratio = c_times.batch_ns / batch_ns
print(("  is_complete_batch        Lua %8.2f ns/row  C %8.2f ns/row  throughput Lua / C %.2f %s"):format(
  batch_ns, c_times.batch_ns, ratio, ratio >= 0.8 and "(>= 0.8: ok)" or "(< 0.8: under)"))
