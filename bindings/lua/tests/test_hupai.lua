-- The Lua binding's tests: every function with good and bad input, closing, and the answers
-- beside the C library's (through the same hands in text and in counts). Run by `make test`.
local hupai = require("hupai")

local failures, checks = 0, 0
local function check(cond, what)
  checks = checks + 1
  if not cond then
    failures = failures + 1
    io.stderr:write("failed: ", what, "\n", debug.traceback(), "\n")
  end
end

-- A call that must raise an error whose message contains `text`.
local function raises(text, f, ...)
  local ok, err = pcall(f, ...)
  check(not ok and tostring(err):find(text, 1, true) ~= nil,
        "expected an error containing '" .. text .. "', got " .. tostring(err))
end

local function same_list(a, b)
  if #a ~= #b then return false end
  for i = 1, #a do if a[i] ~= b[i] then return false end end
  return true
end

check(hupai.version():match("^%d+%.%d+%.%d+"), "version")

-- Rules: defaults, options, a preset, and the library's message for bad ones.
local c = assert(hupai.checker(""))
check(assert(hupai.checker()) ~= nil, "nil rules are the defaults")
local joker = assert(hupai.checker("joker=7z, seven_pairs=false"))
check(assert(hupai.checker("preset=taiwan")) ~= nil, "a preset")
local none, msg = hupai.checker("colour=blue")
check(none == nil and msg:find("colour", 1, true), "unknown rule: " .. tostring(msg))
none, msg = hupai.paohuzi_checker("min_huxi=lots")
check(none == nil and msg:find("min_huxi", 1, true), "bad Paohuzi rule: " .. tostring(msg))
raises("string expected", hupai.checker, {})
raises("NUL", hupai.checker, "joker=7z\0")

-- is_complete.
check(c:is_complete("1112345678999m5m") == true, "nine gates complete")
check(c:is_complete("1112345678999m5p") == false, "nine gates and 5p")
check(c:is_complete("11223344556677p") == true, "seven pairs")
check(joker:is_complete("1112345678999m7z") == true, "7z is a joker")
check(joker:is_complete("1133557799m11p33s") == false, "seven pairs off")
check(c:is_complete("1133557799m11p33s") == true, "seven pairs on")
local ok
ok, msg = c:is_complete("1112345678999m")
check(ok == nil and type(msg) == "string" and #msg > 0, "13 tiles: " .. tostring(msg))
ok, msg = c:is_complete("11x")
check(ok == nil and #msg > 0, "bad notation: " .. tostring(msg))
ok, msg = c:is_complete("\xff\xfe1m")
check(ok == nil and #msg > 0, "not UTF-8: " .. tostring(msg))
raises("NUL", c.is_complete, c, "11m\0")
raises("string expected", c.is_complete, c, {})
raises("hupai.checker expected", c.is_complete, {}, "11m")

-- waits: kinds in tile order, as mpsz strings.
check(same_list(c:waits("1112345678999m"),
                {"1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m"}), "nine gates waits")
check(same_list(c:waits("19m19p19s1234567z"),
                {"1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6z", "7z"}),
      "thirteen orphans waits")
check(same_list(c:waits("1234m5678p99s111z"), {}), "not waiting")
check(same_list(c:waits("1234m[555p]"), {"1m", "4m"}), "a meld")
ok, msg = c:waits("1112345678999m5m")
check(ok == nil and #msg > 0, "waits of 14 tiles: " .. tostring(msg))

-- shanten: the least over the forms.
check(c:shanten("1112345678999m5m") == -1, "complete shanten")
check(c:shanten("1112345678999m") == 0, "waiting shanten")
check(c:shanten("19m19p19s1234567z") == 0, "thirteen orphans shanten")
check(math.type(c:shanten("19m19p19s1234567z")) == "integer", "shanten is an integer")
check(c:shanten("147m258p369s1234z") > 0, "far")
ok, msg = c:shanten("123m")
check(ok == nil and #msg > 0, "three tiles: " .. tostring(msg))

-- is_complete_counts: 34 counts and jokers.
local counts = {3, 1, 1, 1, 2, 1, 1, 1, 3}
for k = 10, 34 do counts[k] = 0 end
check(c:is_complete_counts(counts, 0) == true, "counts complete")
check(c:is_complete_counts(counts) == true, "jokers default to none")
counts[5] = 1
check(c:is_complete_counts(counts, 1) == true, "a joker completes")
ok, msg = c:is_complete_counts(counts, 0)
check(ok == nil and #msg > 0, "13 tiles in counts: " .. tostring(msg))
counts[5] = 5
ok, msg = c:is_complete_counts(counts, 0)
check(ok == nil and #msg > 0, "a fifth copy: " .. tostring(msg))
counts[5] = 256
raises("0 to 255", c.is_complete_counts, c, counts, 0)
counts[5] = 1.5
raises("integers", c.is_complete_counts, c, counts, 0)
raises("34 counts", c.is_complete_counts, c, {1, 2, 3}, 0)
raises("table expected", c.is_complete_counts, c, "counts", 0)

-- is_complete_batch: rows as bytes, answers as bytes.
local function row(t)
  local bytes = {}
  for k = 1, 34 do bytes[k] = string.char(t[k] or 0) end
  return table.concat(bytes)
end
local good, bad = row({3, 1, 1, 1, 2, 1, 1, 1, 3}), row({3, 1, 1, 1, 2, 1, 1, 1, 2, 1})
-- Thirteen tiles: 255 alone, complete with a joker.
local short = row({3, 1, 1, 1, 1, 1, 1, 1, 3})
local answers, complete = c:is_complete_batch(good .. bad .. short .. short, "\0\0\0\1")
check(answers == "\1\0\255\1" and complete == 2, "batch answers")
answers, complete = c:is_complete_batch("")
check(answers == "" and complete == 0, "empty batch")
raises("multiple of 34", c.is_complete_batch, c, "\0\0")
raises("one byte a row", c.is_complete_batch, c, good, "\0\0")

-- The text and counts answers agree with each other on many hands (the C library's own).
local wall = {}
for k = 0, 33 do for _ = 1, 4 do wall[#wall + 1] = k end end
math.randomseed(7)
local agree = true
for _ = 1, 2000 do
  for i = #wall, 2, -1 do
    local j = math.random(i)
    wall[i], wall[j] = wall[j], wall[i]
  end
  -- The hand both ways: 34 counts, and text a tile at a time ("1m1m2p..."), in draw order.
  local t, text = {}, {}
  for k = 1, 34 do t[k] = 0 end
  for i = 1, 14 do
    local k = wall[i]
    t[k + 1] = t[k + 1] + 1
    text[i] = (k % 9 + 1) .. ("mpsz"):sub(k // 9 + 1, k // 9 + 1)
  end
  local hand = table.concat(text)
  local answers1 = c:is_complete_batch(row(t))
  if c:is_complete(hand) ~= c:is_complete_counts(t, 0)
     or (answers1 == "\1") ~= c:is_complete(hand) then
    agree = false
  end
end
check(agree, "text, counts and batch agree")

-- Paohuzi.
local p = assert(hupai.paohuzi_checker(""))
local strict = assert(hupai.paohuzi_checker("min_huxi=30"))
local hand = "一二三壹贰叁二七十贰柒拾四五六[跑:九九九九]捌捌"
local r = p:check(hand)
check(r.complete == true and r.huxi == 24 and r.win == true, "Paohuzi win")
r = strict:check(hand)
check(r.complete == true and r.huxi == 24 and r.win == false, "below min_huxi")
r = p:check("一二三壹贰叁二七十贰柒拾四五七[跑:九九九九]捌捌")
check(r.complete == false and r.huxi == 0 and r.win == false, "not complete")
ok, msg = p:check("一二三x")
check(ok == nil and #msg > 0, "bad Paohuzi hand: " .. tostring(msg))
raises("hupai.paohuzi_checker expected", p.check, c, hand)

-- Closing: explicit, twice, to-be-closed, and by the collector.
local closing = assert(hupai.checker(""))
check(tostring(closing) == "hupai.checker (open)", "tostring open")
closing:close()
closing:close()
check(tostring(closing) == "hupai.checker (closed)", "tostring closed")
raises("closed", closing.is_complete, closing, "1112345678999m5m")
p:close()
raises("closed", p.check, p, hand)
local escaped
do
  local scoped <close> = assert(hupai.checker(""))
  escaped = scoped
  check(scoped:is_complete("1112345678999m5m"), "scoped checker")
end
raises("closed", escaped.waits, escaped, "1112345678999m")
for _ = 1, 1000 do hupai.checker("joker=5z") end
collectgarbage()
collectgarbage()

if failures > 0 then
  print(("lua: %d passed, %d failed"):format(checks - failures, failures))
  os.exit(1)
end
print(("lua: %d passed, 0 failed"):format(checks))
