"""`uiflow lsp` driven by pytest-lsp's client, as an editor drives it: a real subprocess over
stdio, initialized with the capabilities VS Code and Neovim send, documents opened and edited,
requests answered, then shutdown and exit. Expected answers come from the samples and from
`uiflow render -f json` (the parser's model), not from the server.

Each feature is one test function taking the `client` fixture (already initialized, shut down
after the test): a new feature is one more function here.

The workspace folder is the repository; each sample folder has a `.uiflow.yml` of its own, so
each sample is a flow of its own, as it is for an editor opened on this repository.
"""

import asyncio
import json
import os
import select
import subprocess
import time

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcMethodNotFound
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

from conftest import ROOT, render_json, uiflow_binary

SHOP = ROOT / "Samples" / "shop" / "shop.uiflow"
LINT_DEMO = ROOT / "Samples" / "lint-demo" / "lint-demo.uiflow"
# How long any one answer or notification may take before the test fails (the server answers in
# milliseconds; this only bounds a hang).
TIMEOUT = 20
CLIENTS = ["visual-studio-code", "neovim@v0.7.0"]


def answer_registrations(client):
    """A client that watches files for the server when asked (VS Code) answers
    `client/registerCapability`, as an editor does."""
    client.feature(types.CLIENT_REGISTER_CAPABILITY)(lambda params: None)


def initialize(client, capabilities):
    """The `initialize` request (then `initialized`) as the named editor sends it."""
    answer_registrations(client)
    return asyncio.wait_for(client.initialize_session(types.InitializeParams(
        capabilities=client_capabilities(capabilities),
        root_uri=ROOT.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=ROOT.as_uri(), name="swift-uiflow")],
    )), TIMEOUT)


def kill_server(client):
    """pytest-lsp waits for the server to end; one that did not (a failed test, a hang) is killed,
    so that the wait, and the test run, ends."""
    server = client._server
    if server is not None and server.returncode is None:
        server.kill()


async def start(capabilities):
    """A client connected to a new `uiflow lsp`, initialized."""
    client = await ClientServerConfig(server_command=[str(uiflow_binary()), "lsp"]).start()
    await initialize(client, capabilities)
    return client


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[str(uiflow_binary()), "lsp"]), params=CLIENTS)
async def client(lsp_client: LanguageClient, request):
    lsp_client.initialize_result = await initialize(lsp_client, request.param)
    lsp_client.editor = request.param
    yield
    try:
        await asyncio.wait_for(lsp_client.shutdown_session(), TIMEOUT)
    finally:
        kill_server(lsp_client)


# MARK: Helpers


def open_document(client, uri, text, version=1):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="uiflow", version=version, text=text)))


def open_sample(client, path):
    text = path.read_text(encoding="utf-8")
    open_document(client, path.as_uri(), text)
    return path.as_uri(), text.split("\n")


def change_document(client, uri, text, version):
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))


async def diagnostics_of(client, uri):
    """The next diagnostics published for the document (the server publishes every open document's)."""
    while True:
        params = await asyncio.wait_for(client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS), TIMEOUT)
        if params.uri == uri:
            return params.diagnostics


def position_of(lines, text, offset=0, occurrence=0):
    """Where `text` (its `offset`th character) stands, as an LSP position (these samples are ASCII
    or Japanese without surrogate pairs, so characters are UTF-16 units)."""
    seen = 0
    for number, line in enumerate(lines):
        column = line.find(text)
        if column >= 0:
            if seen == occurrence:
                return types.Position(line=number, character=column + offset)
            seen += 1
    raise AssertionError(f"{text!r} is not in the document")


def at(kind, uri, position):
    """`DefinitionParams`, `HoverParams`…: a document and a position."""
    return kind(text_document=types.TextDocumentIdentifier(uri=uri), position=position)


def model_of(path):
    return render_json(uiflow_binary(), path)


# MARK: The session


async def test_initialize_advertises_the_features_the_server_has(client):
    result = client.initialize_result
    capabilities = result.capabilities
    assert result.server_info.name == "uiflow"
    assert capabilities.text_document_sync.change == types.TextDocumentSyncKind.Incremental
    assert capabilities.text_document_sync.open_close
    assert capabilities.definition_provider and capabilities.references_provider
    assert capabilities.document_symbol_provider and capabilities.hover_provider
    assert capabilities.completion_provider and capabilities.rename_provider.prepare_provider
    assert capabilities.code_action_provider and capabilities.document_formatting_provider
    assert capabilities.folding_range_provider and capabilities.workspace_symbol_provider
    assert capabilities.document_highlight_provider
    assert "class" in capabilities.semantic_tokens_provider.legend.token_types


async def test_diagnostics_are_published_on_open_with_the_rule_and_its_range(client):
    uri, lines = open_sample(client, LINT_DEMO)
    diagnostics = await diagnostics_of(client, uri)
    codes = {diagnostic.code for diagnostic in diagnostics}
    assert {"undefined-screen", "syntax", "duplicate-screen", "unreachable-screen", "missing-argument"} <= codes
    # `==> Fed`: the undefined target, exactly its name.
    fed = [d for d in diagnostics if d.code == "undefined-screen" and "Fed" in d.message]
    assert len(fed) == 1
    start = position_of(lines, "==> Fed", offset=4)
    assert fed[0].range == types.Range(start=start, end=types.Position(line=start.line, character=start.character + 3))
    assert fed[0].severity == types.DiagnosticSeverity.Warning
    # The duplicate's note points at the first block, as related information.
    duplicate = next(d for d in diagnostics if d.code == "duplicate-screen")
    assert duplicate.related_information[0].location.uri == uri
    assert duplicate.related_information[0].location.range.start == position_of(lines, "[Feed]", offset=1)


async def test_diagnostics_follow_each_change(client):
    uri = (ROOT / "Tests" / "Editors" / "Fixtures" / "edited.uiflow").as_uri()
    text = "[Home]\n@entry\n@navigation\n--\nTap a product\n==push=> Prodcut\n\n[Product]\n--\nBack\n==back=>\n"
    open_document(client, uri, text)
    first = await diagnostics_of(client, uri)
    assert [d.code for d in first] == ["undefined-screen"]
    assert first[0].range.start == types.Position(line=5, character=9)
    change_document(client, uri, text.replace("Prodcut", "Product"), version=2)
    assert list(await diagnostics_of(client, uri)) == []
    change_document(client, uri, text.replace("==push=> Prodcut", "==popover=> Product"), version=3)
    third = await diagnostics_of(client, uri)
    assert [d.code for d in third] == ["syntax"] and "popover" in third[0].message
    assert third[0].range.start == types.Position(line=5, character=2)


async def test_closing_a_document_clears_its_diagnostics(client):
    # A document that is not on disk: once closed, it is no part of the flow.
    uri = "untitled:Untitled-1"
    open_document(client, uri, "[Home]\n--\nGo\n==> Nowhere\n")
    assert await diagnostics_of(client, uri)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert list(await diagnostics_of(client, uri)) == []


async def test_definition_of_a_target_is_its_screens_header(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    target = position_of(lines, "==push=> Product(productId: product.id, source: .home)", offset=len("==push=> Pro"))
    result = await asyncio.wait_for(client.text_document_definition_async(at(types.DefinitionParams, uri, target)), TIMEOUT)
    location = result[0] if isinstance(result, list) else result
    assert location.uri == uri
    header = position_of(lines, "[Product(productId: Int", offset=1)
    assert location.range.start == header
    assert location.range.end == types.Position(line=header.line, character=header.character + len("Product"))


async def test_references_of_a_screen_are_its_header_and_every_transition_to_it(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    header = position_of(lines, "[Sign up]", offset=2)
    result = await asyncio.wait_for(client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=header,
        context=types.ReferenceContext(include_declaration=True))), TIMEOUT)
    expected = {header.line} | {
        transition["line"] - 1
        for screen in model_of(SHOP)["screens"] for action in screen["actions"] for transition in action["transitions"]
        if transition["target"] == "Sign up" and not transition["implicit"]
    }
    assert len(expected) >= 3
    assert {location.range.start.line for location in result} == expected
    assert all(location.uri == uri for location in result)


async def test_document_symbols_are_the_screens_in_order(client):
    uri, _ = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    result = await asyncio.wait_for(client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT)
    screens = model_of(SHOP)["screens"]
    assert [symbol.name for symbol in result] == [screen["name"] for screen in screens]
    assert [symbol.selection_range.start.line for symbol in result] == [screen["line"] - 1 for screen in screens]
    product = next(symbol for symbol in result if symbol.name == "Product")
    assert product.detail == "(productId: Int, source: ProductSource)"


async def test_hover_on_a_target_shows_the_screens_parameters_route_and_arrivals(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    target = position_of(lines, "==push=> Order detail(orderId: order.id)", offset=len("==push=> Ord"))
    result = await asyncio.wait_for(client.text_document_hover_async(at(types.HoverParams, uri, target)), TIMEOUT)
    text = result.contents.value
    assert "**Order detail**" in text and "`orderId: String`" in text
    assert "Route `myapp://orders/:orderId`" in text and "Arrives from `Profile`" in text


async def test_completion_after_an_arrow_offers_the_screens_with_their_parameters(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    line = position_of(lines, "==push=> Product(productId: product.id, source: .home)").line
    # The target is retyped: `==push=> Pro` with the caret after it.
    start = types.Position(line=line, character=len("==push=> "))
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=start, end=types.Position(line=line, character=len(lines[line]))), text="Pro")]))
    caret = types.Position(line=line, character=len("==push=> Pro"))
    result = await asyncio.wait_for(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=caret)), TIMEOUT)
    items = result.items if hasattr(result, "items") else result
    names = [screen["name"] for screen in model_of(SHOP)["screens"]]
    assert [item.label for item in items] == names
    product = next(item for item in items if item.label == "Product")
    if client.editor.startswith("neovim@v0.7"):
        # Neovim 0.7 takes no snippets: the parameters' names, as plain text.
        assert product.insert_text_format in (None, types.InsertTextFormat.PlainText)
        assert product.text_edit.new_text == "Product(productId: productId)"
    else:
        assert product.insert_text_format == types.InsertTextFormat.Snippet
        assert product.text_edit.new_text == "Product(productId: ${1:productId})"
    assert product.text_edit.range == types.Range(start=start, end=caret)


async def test_rename_of_a_screen_edits_its_header_and_every_transition_to_it(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    header = position_of(lines, "[Sign up]", offset=2)
    prepared = await asyncio.wait_for(client.text_document_prepare_rename_async(at(types.PrepareRenameParams, uri, header)), TIMEOUT)
    assert prepared.placeholder == "Sign up"
    edit = await asyncio.wait_for(client.text_document_rename_async(types.RenameParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=header, new_name="Register")), TIMEOUT)
    edits = edit.changes[uri]
    expected = {header.line} | {
        transition["line"] - 1
        for screen in model_of(SHOP)["screens"] for action in screen["actions"] for transition in action["transitions"]
        if transition["target"] == "Sign up" and not transition["implicit"]
    }
    assert {text_edit.range.start.line for text_edit in edits} == expected
    assert all(text_edit.new_text == "Register" for text_edit in edits)
    with pytest.raises(Exception, match="already named"):
        await asyncio.wait_for(client.text_document_rename_async(types.RenameParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=header, new_name="Sign in")), TIMEOUT)


async def test_formatting_gives_uiflow_formats_layout(client):
    uri = "untitled:messy"
    open_document(client, uri, "[Home( id :Int )]\n--\nGo\n==push=>Next( id:id )\n\n\n[Next(id: Int)]\n")
    await diagnostics_of(client, uri)
    edits = await asyncio.wait_for(client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True))), TIMEOUT)
    assert [edit.new_text for edit in edits] == ["[Home(id: Int)]\n--\nGo\n==push=> Next(id: id)\n\n[Next(id: Int)]\n"]


async def test_a_japanese_flow_gets_positions_in_utf16_units(client):
    path = ROOT / "Samples" / "photo-album" / "photo-album.uiflow"
    uri, lines = open_sample(client, path)
    await diagnostics_of(client, uri)
    target = position_of(lines, "==push=> 写真詳細(albumId: albumId, photoId: photo.id)", offset=len("==push=> 写真"))
    result = await asyncio.wait_for(client.text_document_definition_async(at(types.DefinitionParams, uri, target)), TIMEOUT)
    location = result[0] if isinstance(result, list) else result
    header = position_of(lines, "[写真詳細(albumId: String", offset=1)
    assert location.range.start == header
    assert location.range.end.character == header.character + len("写真詳細")


async def test_shutdown_then_exit_ends_the_server_with_status_0():
    client = await start("visual-studio-code")
    try:
        await asyncio.wait_for(client.shutdown_async(None), TIMEOUT)
        client.exit(None)
        assert await asyncio.wait_for(client._server.wait(), TIMEOUT) == 0
    finally:
        kill_server(client)
        await client.stop()


async def test_exit_without_shutdown_ends_the_server_with_status_1():
    client = await start("neovim@v0.7.0")
    try:
        client.exit(None)
        assert await asyncio.wait_for(client._server.wait(), TIMEOUT) == 1
    finally:
        kill_server(client)
        await client.stop()


# MARK: A hostile client


async def test_positions_out_of_range_get_empty_answers(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    for line, character in ((len(lines) + 10_000, 0), (0, 1_000_000), (2**31 - 1, 2**31 - 1), (5, 2**31 - 1)):
        position = types.Position(line=line, character=character)
        assert not await asyncio.wait_for(client.text_document_definition_async(at(types.DefinitionParams, uri, position)), TIMEOUT)
        assert await asyncio.wait_for(client.text_document_hover_async(at(types.HoverParams, uri, position)), TIMEOUT) is None
        references = await asyncio.wait_for(client.text_document_references_async(types.ReferenceParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=position,
            context=types.ReferenceContext(include_declaration=True))), TIMEOUT)
        assert not references
    # The server is still there, and still right.
    target = position_of(lines, "==present=> Reset password", offset=len("==present=> R"))
    result = await asyncio.wait_for(client.text_document_definition_async(at(types.DefinitionParams, uri, target)), TIMEOUT)
    assert (result[0] if isinstance(result, list) else result).range.start == position_of(lines, "[Reset password]", offset=1)


async def test_requests_and_edits_for_documents_never_opened_do_no_harm(client):
    uri, lines = open_sample(client, SHOP)
    await diagnostics_of(client, uri)
    stranger = (ROOT / "never-opened.uiflow").as_uri()
    position = types.Position(line=0, character=1)
    assert not await asyncio.wait_for(client.text_document_definition_async(at(types.DefinitionParams, stranger, position)), TIMEOUT)
    assert await asyncio.wait_for(client.text_document_hover_async(at(types.HoverParams, stranger, position)), TIMEOUT) is None
    symbols = await asyncio.wait_for(client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=stranger))), TIMEOUT)
    assert not symbols
    change_document(client, "file:///nowhere/else.uiflow", "[Stray]\n==> Nowhere\n", version=7)
    client.text_document_did_close(types.DidCloseTextDocumentParams(
        text_document=types.TextDocumentIdentifier(uri="file:///never/opened.uiflow")))
    # The open document is served as before.
    result = await asyncio.wait_for(client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT)
    assert [symbol.name for symbol in result][:2] == ["Launch", "Onboarding"]


async def test_an_unknown_method_gets_method_not_found_and_the_session_goes_on(client):
    with pytest.raises(JsonRpcMethodNotFound):
        await asyncio.wait_for(client.protocol.send_request_async("uiflow/noSuchThing", {"x": 1}), TIMEOUT)
    # An unknown notification gets no answer at all; the next request is answered.
    client.protocol.notify("uiflow/noSuchNotification", {"x": 1})
    uri, _ = open_sample(client, SHOP)
    assert await diagnostics_of(client, uri) is not None


class RawSession:
    """`uiflow lsp` over bare pipes, for what no client library sends: malformed parameters, a body
    that is not JSON. Every read is bounded in time."""

    def __init__(self):
        self.process = subprocess.Popen([str(uiflow_binary()), "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                        stderr=subprocess.DEVNULL)
        self.buffer = b""

    def send(self, message):
        body = message if isinstance(message, bytes) else json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def _read_until(self, ready, deadline):
        while not ready():
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.process.stdout], [], [], remaining)[0]:
                raise AssertionError(f"uiflow lsp said nothing for {TIMEOUT} s")
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                raise AssertionError("uiflow lsp closed its output")
            self.buffer += chunk

    def receive(self):
        """The next message the server writes, decoded."""
        deadline = time.monotonic() + TIMEOUT
        self._read_until(lambda: b"\r\n\r\n" in self.buffer, deadline)
        header, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        length = int(header.split(b":")[1])
        self._read_until(lambda: len(self.buffer) >= length, deadline)
        body, self.buffer = self.buffer[:length], self.buffer[length:]
        return json.loads(body)

    def request(self, identifier, method, params):
        self.send({"jsonrpc": "2.0", "id": identifier, "method": method, "params": params})
        return self.receive()

    def close(self):
        """Closes the input without `shutdown`: the server ends, with status 1."""
        self.process.stdin.close()
        try:
            return self.process.wait(TIMEOUT)
        finally:
            if self.process.poll() is None:
                self.process.kill()
            self.process.stdout.close()


@pytest.fixture
def raw():
    session = RawSession()
    initialized = session.request(1, "initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    assert initialized["result"]["serverInfo"]["name"] == "uiflow"
    session.send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
    yield session
    if session.process.poll() is None:
        session.close()


def test_malformed_parameters_get_invalid_params(raw):
    for identifier, method, params in ((2, "textDocument/definition", {"position": "nowhere"}),
                                       (3, "textDocument/hover", {}),
                                       (4, "textDocument/references", {"textDocument": {"uri": 5}, "position": {"line": -1}})):
        answer = raw.request(identifier, method, params)
        assert answer["id"] == identifier and answer["error"]["code"] == -32602, answer


def test_a_body_that_is_not_json_rpc_gets_a_parse_error_and_the_session_goes_on(raw):
    raw.send(b"{not json")
    answer = raw.receive()
    assert answer["id"] is None and answer["error"]["code"] == -32700
    raw.send(b'"a string, not an object"')
    assert raw.receive()["error"]["code"] == -32700
    raw.send({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": "file:///raw.uiflow", "languageId": "uiflow", "version": 1, "text": "[A]\n--\nGo\n==> B\n"}}})
    published = raw.receive()
    assert published["method"] == "textDocument/publishDiagnostics"
    assert [d["code"] for d in published["params"]["diagnostics"]] == ["undefined-screen"]


def test_a_client_that_goes_away_without_shutdown_ends_the_server_with_status_1(raw):
    assert raw.close() == 1
