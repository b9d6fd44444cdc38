-- Headless Neovim with the configuration of docs/editors.md (written to init.lua by
-- test_neovim.py), driving `uiflow lsp` as a user would: open a flow, wait for the diagnostics,
-- press `gd`. test_neovim.py runs one case per Neovim, named by $UIFLOW_NVIM_CASE; each
-- `function cases.NAME()` below is one test.
-- A case fails with error(); the result goes to $UIFLOW_NVIM_RESULT, and Neovim quits by itself,
-- after 30 s at the latest.

local case = os.getenv("UIFLOW_NVIM_CASE")
local result_path = os.getenv("UIFLOW_NVIM_RESULT")
local samples = os.getenv("UIFLOW_NVIM_SAMPLES")
local finished = false

local function finish(ok, message)
  if finished then return end
  finished = true
  local file = io.open(result_path, "w")
  file:write(ok and "ok\n" or ("FAIL: " .. tostring(message) .. "\n"))
  file:close()
  vim.cmd(ok and "qall!" or "cquit! 1")
end

-- However a case goes, Neovim ends.
vim.defer_fn(function() finish(false, "the case '" .. tostring(case) .. "' did not finish within 30 s") end, 30000)

local function wait_for(what, milliseconds, condition)
  if not vim.wait(milliseconds, condition, 20) then error("waited " .. milliseconds .. " ms for " .. what, 2) end
end

local function open(relative)
  vim.cmd("edit " .. vim.fn.fnameescape(samples .. "/" .. relative))
  local buffer = vim.api.nvim_get_current_buf()
  if vim.bo[buffer].filetype ~= "uiflow" then
    error(relative .. " opened with filetype '" .. vim.bo[buffer].filetype .. "', not 'uiflow'")
  end
  wait_for("uiflow lsp to attach", 10000, function() return next(vim.lsp.buf_get_clients(buffer)) ~= nil end)
  local _, client = next(vim.lsp.buf_get_clients(buffer))
  if client.name ~= "uiflow" then error("the client attached is " .. client.name) end
  return buffer
end

-- The 0-based line that holds `text` (plain), and the 0-based column where it starts.
local function find(buffer, text)
  for number, line in ipairs(vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) do
    local column = line:find(text, 1, true)
    if column then return number - 1, column - 1 end
  end
  error("'" .. text .. "' is not in the buffer")
end

local function describe(diagnostics)
  local parts = {}
  for _, d in ipairs(diagnostics) do
    table.insert(parts, string.format("%s at %d:%d-%d", tostring(d.code), d.lnum, d.col, d.end_col))
  end
  return table.concat(parts, ", ")
end

local cases = {}

-- Diagnostics arrive on open, at the rule's place; an edit that fixes the finding clears it.
function cases.diagnostics()
  local buffer = open("lint-demo/lint-demo.uiflow")
  local function undefined()
    return vim.tbl_filter(function(d) return d.code == "undefined-screen" end, vim.diagnostic.get(buffer))
  end
  wait_for("diagnostics", 10000, function() return #vim.diagnostic.get(buffer) > 0 end)
  local line, column = find(buffer, "==> Fed")
  local fed = vim.tbl_filter(function(d) return d.lnum == line end, undefined())
  if #fed ~= 1 then error("no undefined-screen finding on line " .. line .. ": " .. describe(vim.diagnostic.get(buffer))) end
  local d = fed[1]
  if d.col ~= column + 4 or d.end_col ~= column + 7 then error("undefined-screen at " .. describe(fed) .. ", not on `Fed`") end
  if d.severity ~= vim.diagnostic.severity.WARN or d.source ~= "uiflow" then
    error("severity " .. tostring(d.severity) .. ", source " .. tostring(d.source))
  end
  if not d.message:find("Feed", 1, true) then error("the message does not suggest Feed: " .. d.message) end
  -- The user fixes the typo: the finding goes.
  vim.api.nvim_buf_set_lines(buffer, line, line + 1, false, { "==> Feed" })
  wait_for("the fixed finding to go", 10000, function()
    return #vim.tbl_filter(function(x) return x.lnum == line end, undefined()) == 0
  end)
end

-- `gd` on a transition's target puts the cursor on the screen's header.
function cases.definition()
  local buffer = open("shop/shop.uiflow")
  local line, column = find(buffer, "==push=> Order detail(orderId: order.id)")
  vim.api.nvim_win_set_cursor(0, { line + 1, column + #"==push=> Ord" })
  vim.cmd("normal gd")
  local header, header_column = find(buffer, "[Order detail(orderId: String)]")
  wait_for("the cursor to reach the header", 10000, function()
    return vim.api.nvim_win_get_cursor(0)[1] == header + 1
  end)
  local cursor = vim.api.nvim_win_get_cursor(0)
  if cursor[2] ~= header_column + 1 then
    error("the cursor is at column " .. cursor[2] .. " of the header, not on the name at " .. (header_column + 1))
  end
  if vim.api.nvim_get_current_buf() ~= buffer then error("gd opened another buffer") end
end

-- The same in Japanese: Neovim sends the cursor's column in UTF-16 units, the server reads it so.
function cases.definition_in_japanese()
  local buffer = open("photo-album/photo-album.uiflow")
  local line, column = find(buffer, "==push=> 写真詳細(albumId: albumId, photoId: photo.id)")
  -- On 詳 (bytes, as Neovim's columns are).
  vim.api.nvim_win_set_cursor(0, { line + 1, column + #"==push=> 写真" })
  vim.cmd("normal gd")
  local header = find(buffer, "[写真詳細(albumId: String, photoId: String)]")
  wait_for("the cursor to reach the header", 10000, function()
    return vim.api.nvim_win_get_cursor(0)[1] == header + 1
  end)
  if vim.api.nvim_win_get_cursor(0)[2] ~= 1 then error("the cursor is not on the header's name") end
end

-- Completion after an arrow, asked for by Neovim's own client at the cursor: the screens, and
-- Product's required parameter as plain text (Neovim 0.7 takes no snippets), applied as Neovim
-- applies an edit.
function cases.completion()
  local buffer = open("shop/shop.uiflow")
  wait_for("diagnostics", 10000, function() return vim.diagnostic.get(buffer) ~= nil end)
  local line = find(buffer, "==push=> Product(productId: product.id, source: .home)")
  vim.api.nvim_buf_set_lines(buffer, line, line + 1, false, { "==push=> Pro" })
  -- The caret after `Pro`, as in insert mode (a normal-mode cursor cannot stand past the end).
  local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = line, character = #"==push=> Pro" } }
  local answers = vim.lsp.buf_request_sync(buffer, "textDocument/completion", params, 10000)
  local items
  for _, answer in pairs(answers or {}) do
    if answer.result then items = answer.result.items or answer.result end
  end
  if not items then error("no completion answer") end
  local product
  for _, item in ipairs(items) do
    if item.label == "Product" then product = item end
  end
  if not product then error("no Product among " .. #items .. " completions") end
  if product.textEdit.newText ~= "Product(productId: productId)" then error("Product inserts " .. product.textEdit.newText) end
  vim.lsp.util.apply_text_edits({ product.textEdit }, buffer, "utf-16")
  local text = vim.api.nvim_buf_get_lines(buffer, line, line + 1, false)[1]
  if text ~= "==push=> Product(productId: productId)" then error("the line is now '" .. text .. "'") end
end

-- Rename of a screen from its header: the header and every transition to it, in the buffer.
function cases.rename()
  local buffer = open("shop/shop.uiflow")
  local before = #vim.tbl_filter(function(l) return l:find("Sign up", 1, true) end, vim.api.nvim_buf_get_lines(buffer, 0, -1, false))
  if before < 3 then error("the shop names Sign up " .. before .. " times") end
  local line, column = find(buffer, "[Sign up]")
  vim.api.nvim_win_set_cursor(0, { line + 1, column + 2 })
  vim.lsp.buf.rename("Register")
  wait_for("the rename to be applied", 10000, function()
    return #vim.tbl_filter(function(l) return l:find("Sign up", 1, true) end, vim.api.nvim_buf_get_lines(buffer, 0, -1, false)) == 0
  end)
  local after = #vim.tbl_filter(function(l) return l:find("Register", 1, true) end, vim.api.nvim_buf_get_lines(buffer, 0, -1, false))
  if after ~= before then error(before .. " lines named Sign up, " .. after .. " name Register") end
  if vim.api.nvim_buf_get_lines(buffer, line, line + 1, false)[1] ~= "[Register]" then error("the header is not [Register]") end
end

if not cases[case] then
  finish(false, "no case named '" .. tostring(case) .. "'")
else
  local ok, message = pcall(cases[case])
  finish(ok, message)
end
