//! The Paohuzi commands' arguments: the rule options, and one hand with them.

use super::super::{Failure, TableArgs, tables_error};
use hupai::paohuzi;

/// The Paohuzi rule options.
#[derive(Debug, clap::Args)]
pub struct RuleArgs {
    /// A named rule set (the presets are listed below); --rule keys override its own.
    #[arg(long, value_name = "NAME")]
    preset: Option<String>,
    /// A rule option as KEY=VALUE; repeat it for several (the keys are listed below).
    #[arg(long = "rule", value_name = "KEY=VALUE")]
    rules: Vec<String>,
    #[command(flatten)]
    tables: TableArgs,
}

impl RuleArgs {
    /// The checker of these rules, over the tables of `--tables` when given.
    pub fn checker(&self) -> Result<paohuzi::Checker, Failure> {
        let rules = self.rules()?;
        let Some(file) = self.tables.open()? else {
            return Ok(paohuzi::Checker::new(rules));
        };
        let tables = paohuzi::CaseTables::from_file(&file.file(), &rules)
            .map_err(|e| tables_error(file, e))?;
        // Kept for the process, as the built-in tables are.
        paohuzi::Checker::with_tables(rules, Box::leak(Box::new(tables)))
            .map_err(|e| tables_error(file, e))
    }

    /// The default rules, or `--preset`'s, with the options applied in order.
    pub fn rules(&self) -> Result<paohuzi::Rules, Failure> {
        let preset = self.preset.as_ref().map(|name| format!("preset={name}"));
        let options = preset.iter().chain(&self.rules).map(String::as_str);
        paohuzi::Rules::from_options(options).map_err(|e| Failure::Message(format!("--rule: {e}")))
    }
}

/// One Paohuzi hand, the rules, and the output form.
pub type HandArgs = super::super::HandArgs<RuleArgs>;
