//! Starts `uiflow lsp` for .uiflow files: the `uiflow` on the worktree's PATH, or the binary that
//! the `lsp.uiflow.binary` settings name.

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

struct UIFlowExtension;

impl zed::Extension for UIFlowExtension {
    fn new() -> Self {
        UIFlowExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary);
        let command = binary
            .as_ref()
            .and_then(|binary| binary.path.clone())
            .or_else(|| worktree.which("uiflow"))
            .ok_or_else(|| {
                "`uiflow` is not on the PATH: install it (docs/editors.md) or set lsp.uiflow.binary.path".to_string()
            })?;
        let args = binary
            .and_then(|binary| binary.arguments)
            .unwrap_or_else(|| vec!["lsp".to_string()]);
        Ok(zed::Command {
            command,
            args,
            env: worktree.shell_env(),
        })
    }
}

zed::register_extension!(UIFlowExtension);
