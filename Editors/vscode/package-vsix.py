#!/usr/bin/env python3
"""Packs the UIFlow extension for VS Code (the grammar, comments and brackets) into a .vsix, with
Python alone: no npm, no vsce. Install the result with `code --install-extension FILE.vsix`.

    python3 Editors/vscode/package-vsix.py [-o uiflow-VERSION.vsix]

The archive holds what `vsce package` would for an extension without code: extension.vsixmanifest,
[Content_Types].xml, and extension/ with package.json, the grammar (from
Editors/uiflow.tmLanguage.json) and the language configuration (Editors/language-configuration.json).
"""

import argparse
import json
import pathlib
import zipfile
from xml.sax.saxutils import escape, quoteattr

HERE = pathlib.Path(__file__).resolve().parent
EDITORS = HERE.parent

# What goes into extension/: the path package.json names, and the file it comes from.
FILES = {
    "package.json": HERE / "package.json",
    "README.md": HERE / "README.md",
    "syntaxes/uiflow.tmLanguage.json": EDITORS / "uiflow.tmLanguage.json",
    "language-configuration.json": EDITORS / "language-configuration.json",
}

CONTENT_TYPES = """<?xml version="1.0" encoding="utf-8"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension=".vsixmanifest" ContentType="text/xml"/>
  <Default Extension=".json" ContentType="application/json"/>
  <Default Extension=".md" ContentType="text/markdown"/>
</Types>
"""


def vsix_manifest(package):
    """The Visual Studio extension manifest VS Code reads from a .vsix."""
    return f"""<?xml version="1.0" encoding="utf-8"?>
<PackageManifest Version="2.0.0" xmlns="http://schemas.microsoft.com/developer/vsx-schema/2011" xmlns:d="http://schemas.microsoft.com/developer/vsx-schema-design/2011">
  <Metadata>
    <Identity Language="en-US" Id={quoteattr(package["name"])} Version={quoteattr(package["version"])} Publisher={quoteattr(package["publisher"])}/>
    <DisplayName>{escape(package["displayName"])}</DisplayName>
    <Description xml:space="preserve">{escape(package["description"])}</Description>
    <Tags>uiflow</Tags>
    <Categories>{escape(",".join(package["categories"]))}</Categories>
    <GalleryFlags>Public</GalleryFlags>
    <Properties>
      <Property Id="Microsoft.VisualStudio.Code.Engine" Value={quoteattr(package["engines"]["vscode"])}/>
    </Properties>
  </Metadata>
  <Installation>
    <InstallationTarget Id="Microsoft.VisualStudio.Code"/>
  </Installation>
  <Dependencies/>
  <Assets>
    <Asset Type="Microsoft.VisualStudio.Code.Manifest" Path="extension/package.json" Addressable="true"/>
    <Asset Type="Microsoft.VisualStudio.Services.Content.Details" Path="extension/README.md" Addressable="true"/>
  </Assets>
</PackageManifest>
"""


def main():
    package = json.loads(FILES["package.json"].read_text(encoding="utf-8"))
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("-o", "--output", default=f"{package['name']}-{package['version']}.vsix", help="the .vsix to write")
    arguments = parser.parse_args()
    named = {entry["path"].removeprefix("./") for entry in package["contributes"]["grammars"]}
    named |= {entry["configuration"].removeprefix("./") for entry in package["contributes"]["languages"]}
    missing = named - set(FILES)
    if missing:
        parser.error(f"package.json names files this script does not pack: {sorted(missing)}")
    output = pathlib.Path(arguments.output)
    with zipfile.ZipFile(output, "w", compression=zipfile.ZIP_DEFLATED) as archive:
        archive.writestr("extension.vsixmanifest", vsix_manifest(package))
        archive.writestr("[Content_Types].xml", CONTENT_TYPES)
        for name, source in sorted(FILES.items()):
            archive.write(source, "extension/" + name)
    print(f"wrote {output}; install it with: code --install-extension {output}")


if __name__ == "__main__":
    main()
